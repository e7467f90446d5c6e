import type { ComponentProps } from 'react';

/**
 * The site's Link as a plain anchor, for component tests that render links without Next's router:
 * `vi.mock('@/components/ui/link', () => import('../stubs/link'))`.
 */
export default function Link({ href, children, ...rest }: ComponentProps<'a'> & { href: string }) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & {
  /** the full path, locale prefix included */
  href: string;
};

/**
 * A link for long menus: it does not prefetch when it scrolls into view, only when the visitor shows
 * intent (pointer over it, keyboard focus, touch start). Next's prefetch scheduler then fetches at most
 * a few routes at a time.
 */
export default function IntentLink({ href, onPointerEnter, onFocus, onTouchStart, ...rest }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <NextLink
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
}

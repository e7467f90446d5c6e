'use client';

import { useRouter } from 'next/navigation';
import { useCallback, type ComponentProps } from 'react';
import { Link, getPathname } from '@/lib/i18n/navigation';
import { useLocale } from 'next-intl';

type IntentLinkProps = ComponentProps<typeof Link>;

/**
 * A link for long menus: it does not prefetch when it scrolls into view, only when the visitor shows
 * intent (pointer over it, keyboard focus, touch start). Next's prefetch scheduler then fetches at most
 * a few routes at a time.
 */
export default function IntentLink({ href, onPointerEnter, onFocus, onTouchStart, ...rest }: IntentLinkProps) {
  const router = useRouter();
  const locale = useLocale();
  const prefetch = useCallback(() => {
    if (typeof href !== 'string') return;
    router.prefetch(getPathname({ href, locale }));
  }, [router, href, locale]);

  return (
    <Link
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

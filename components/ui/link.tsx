'use client';

import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/config';
import { useRouter } from '@/lib/i18n/navigation';
import { localizedHref, rememberLocale, type Href } from '@/lib/i18n/paths';
import { announceNavigation } from '@/lib/app/navigation-events';

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch' | 'locale'> & {
  /** A path of the site without its locale prefix ("/news"), or "?param=…" on the same page. */
  href: Href;
  /** Another language than the page's: the link leads there and remembers the choice. */
  locale?: Locale;
  /**
   * "viewport" (Next's default: when the link scrolls into view), "intent" (for long menus: only when
   * the visitor shows intent — pointer over it, keyboard focus, touch start) or false.
   */
  prefetch?: 'viewport' | 'intent' | false;
};

/** The site's one link: to a page in the page's language (or another), in server and client components. */
export default function Link({ href, locale, prefetch = 'viewport', onClick, onPointerEnter, onFocus, onTouchStart, ...rest }: LinkProps) {
  const current = useLocale();
  const router = useRouter();
  const target = localizedHref(locale ?? current, href);
  const onIntent = prefetch === 'intent' ? () => router.prefetch(href, { locale }) : undefined;
  return (
    <NextLink
      href={target}
      prefetch={prefetch === 'viewport' ? undefined : false}
      onClick={(event) => {
        if (locale && locale !== current) rememberLocale(locale);
        onClick?.(event);
      }}
      onNavigate={(event) => {
        // The loading bar starts; after a new build, the build watcher makes this a full page load.
        if (!announceNavigation(target)) event.preventDefault();
      }}
      onPointerEnter={(event) => {
        onIntent?.();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        onIntent?.();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        onIntent?.();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
}

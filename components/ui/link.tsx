'use client';

import { useLocale } from 'next-intl';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

import { announceNavigation } from '@/lib/app/navigation-events';
import { preloadLocaleCookie, rememberLocale } from '@/lib/i18n/locale-cookie';
import { localizedHref, type Href } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/locales';

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch' | 'locale'> & {
  /** A path of the site without its locale prefix ("/news"), or "?param=…" on the same page. */
  href: Href;
  /** Another language than the page's: the link leads there and remembers the choice. */
  locale?: Locale;
  /**
   * "intent" (the default: when the visitor shows intent — pointer over the link, keyboard focus, touch start),
   * "viewport" (Next's own: as soon as the link scrolls into view) or false. Intent is the default because a
   * prefetch in view loads the target page's code too — a page of service cards would load the application
   * form's code for each card — while the page itself is still loading.
   */
  prefetch?: 'viewport' | 'intent' | false;
};

/** The site's one link: to a page in the page's language (or another), in server and client components. */
export default function Link({ href, locale, prefetch = 'intent', onPointerEnter, onFocus, onTouchStart, ...rest }: LinkProps) {
  const current = useLocale();
  const router = useRouter();
  const target = localizedHref(locale ?? current, href);
  const switchesLanguage = locale !== undefined && locale !== current;
  const prefetchOnIntent = prefetch === 'intent' ? () => router.prefetch(target) : undefined;
  const onIntent = switchesLanguage ? preloadLocaleCookie : prefetchOnIntent;
  const withIntent = <E,>(handler?: (event: E) => void) =>
    onIntent
      ? (event: E) => {
          onIntent();
          handler?.(event);
        }
      : handler;
  return (
    <NextLink
      href={target}
      prefetch={prefetch === 'viewport' ? undefined : false}
      onNavigate={(event) => {
        if (switchesLanguage) {
          // The choice is stored first, so the middleware does not send the visitor back to the old language.
          event.preventDefault();
          void rememberLocale(locale)
            .catch(() => undefined)
            .then(() => announceNavigation(target) && router.push(target));
          return;
        }
        // The loading bar starts; after a new build, the build watcher makes this a full page load.
        if (!announceNavigation(target)) event.preventDefault();
      }}
      onPointerEnter={withIntent(onPointerEnter)}
      onFocus={withIntent(onFocus)}
      onTouchStart={withIntent(onTouchStart)}
      {...rest}
    />
  );
}

import { redirect as nextRedirect } from 'next/navigation';

import type { Locale } from '@/lib/locales';

import { localizedHref, type Href } from './paths';

/** Server redirect to `href` in `locale` (server components and route handlers; `./navigation` is the browser side). */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(localizedHref(locale, href));
}

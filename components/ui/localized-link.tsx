import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/i18n/paths';

type LocalizedLinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * A link to a page of the site in the current language, for server components. It renders Next's own
 * Link with the prefixed path, so pages ship no locale-aware link code to the browser.
 */
export default async function LocalizedLink({ href, ...rest }: LocalizedLinkProps) {
  const locale = await getLocale();
  return <NextLink href={localizedPath(locale, href)} {...rest} />;
}

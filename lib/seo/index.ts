import type { Metadata } from 'next';

import { siteMediaUrl } from '@/lib/api/media';
import { publicOrigin } from '@/lib/http/public-origin';
import { localizedPath } from '@/lib/i18n/paths';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from '@/lib/locales';
import { SITE } from '@/lib/site';

export { localizedPath };

export function absoluteUrl(path: string): string {
  return new URL(path, publicOrigin()).toString();
}

/**
 * A picture's URL as the page publishes it to crawlers and link previews: the API's media on the site's own origin,
 * as the page shows it (lib/api/media.ts), so a prerendered page keeps working whatever address the API has later.
 */
export function publicImageUrl(url: string): string {
  return absoluteUrl(siteMediaUrl(url));
}

/** hreflang alternates for hy/ru/en and x-default (Armenian, the unprefixed page). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[LANGUAGE_TAGS[locale]] = absoluteUrl(localizedPath(locale, path));
  languages['x-default'] = absoluteUrl(localizedPath(DEFAULT_LOCALE, path));
  return languages;
}

export const OG_LOCALES: Record<Locale, string> = { hy: 'hy_AM', ru: 'ru_RU', en: 'en_US' };

interface PageMetadataInput {
  locale: Locale;
  /** path without the locale prefix, e.g. "/services/ent" */
  path: string;
  title: string;
  description: string;
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: 'website' | 'article' | 'profile';
  noindex?: boolean;
}

/** Title "{page} | {brand}", description, canonical, hreflang alternates and Open Graph for one page. */
export function pageMetadata({ locale, path, title, description, image, type = 'website', noindex }: PageMetadataInput): Metadata {
  const url = absoluteUrl(localizedPath(locale, path));
  const ogImage = image
    ? { ...image, url: publicImageUrl(image.url) }
    : { url: absoluteUrl('/og-image.png'), width: 1200, height: 630, alt: SITE.brand };
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type,
      url,
      title: `${title} | ${SITE.brand}`,
      description,
      siteName: SITE.brand,
      locale: OG_LOCALES[locale],
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
      images: [ogImage],
    },
    twitter: { card: 'summary_large_image', title: `${title} | ${SITE.brand}`, description, images: [ogImage.url] },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}

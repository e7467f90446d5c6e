import type { MetadataRoute } from 'next';

import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales';
import { absoluteUrl } from '@/lib/seo';

/** Everything public may be crawled; the client's profile in any language may not. */
export default function robots(): MetadataRoute.Robots {
  const profilePaths = LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? '/profile/' : `/${locale}/profile/`));
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...profilePaths, '/build-id'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}

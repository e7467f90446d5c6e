import type { MetadataRoute } from 'next';

import { STATIC_PAGE_SLUGS } from '@/features/content/server';
import { getDoctorSlugs } from '@/features/doctors/server';
import { getAllNews } from '@/features/news/server';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales';
import { doctorRoute, newsRoute, SERVICE_SLUGS, serviceRoute, STATIC_ROUTES, staticContentRoute } from '@/lib/routes';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/seo';

/**
 * Every public route in all three languages, each with its hreflang alternates: every news item (from
 * the same paged source as the news pages) and every doctor. It is rebuilt with them (the API calls
 * carry the `news` and `doctors` cache tags); an API failure keeps the last good sitemap.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [doctors, news] = await Promise.all([getDoctorSlugs(), getAllNews(DEFAULT_LOCALE)]);
  const paths = [
    ...STATIC_ROUTES.map((route) => route.path),
    ...SERVICE_SLUGS.map(serviceRoute),
    ...STATIC_PAGE_SLUGS.map(staticContentRoute),
    ...doctors.map(doctorRoute),
    ...news.map((item) => newsRoute(item.slug)),
  ];
  return paths.flatMap((path) =>
    LOCALES.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      alternates: { languages: languageAlternates(path) },
    })),
  );
}

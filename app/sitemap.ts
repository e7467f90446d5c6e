import type { MetadataRoute } from 'next';
import { LOCALES, type Locale } from '@/lib/config';
import { SERVICE_SLUGS, STATIC_ROUTES, doctorRoute, newsRoute, serviceRoute, staticContentRoute } from '@/lib/routes';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/seo';
import { serverApi } from '@/lib/api/server';
import { getDoctors, getNewsList } from '@/lib/api/endpoints';
import { STATIC_PAGE_SLUGS } from '@/lib/api/schemas';

export const revalidate = 3600;

async function contentPaths(locale: Locale): Promise<string[]> {
  const api = serverApi(locale);
  const [doctors, firstNews] = await Promise.all([getDoctors(api), getNewsList(api, { page: 1, pageSize: 50 })]);
  return [
    ...doctors.map((doctor) => doctorRoute(doctor.slug)),
    ...firstNews.items.map((item) => newsRoute(item.slug)),
  ];
}

/** Every public route in all three languages, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  let dynamicPaths: string[] = [];
  try {
    dynamicPaths = await contentPaths('hy');
  } catch {
    // API unavailable: the fixed routes are still worth publishing.
  }
  const paths = [
    ...STATIC_ROUTES.map((route) => route.path),
    ...SERVICE_SLUGS.map(serviceRoute),
    ...STATIC_PAGE_SLUGS.map(staticContentRoute),
    ...dynamicPaths,
  ];
  return paths.flatMap((path) =>
    LOCALES.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      alternates: { languages: languageAlternates(path) },
    })),
  );
}

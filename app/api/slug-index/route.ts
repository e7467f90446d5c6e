/**
 * The slug index the middleware reads to answer unknown content URLs with a real 404 page
 * (lib/not-found). Static, built from the same API calls as the pages, so it carries their cache
 * tags: the content webhook refreshes it with them, and an API failure keeps the last good index.
 */
import { STATIC_PAGE_SLUGS } from '@/features/content/server';
import { getDoctorSlugs } from '@/features/doctors/server';
import { getAllNews, getNewsPage } from '@/features/news/server';
import { DEFAULT_LOCALE } from '@/lib/locales';
import type { SlugIndex } from '@/lib/not-found/slug-index';

export const dynamic = 'force-static';

export async function GET() {
  const [news, firstPage, doctors] = await Promise.all([getAllNews(DEFAULT_LOCALE), getNewsPage(DEFAULT_LOCALE, 1), getDoctorSlugs()]);
  const index: SlugIndex = {
    news: news.map((item) => item.slug),
    newsPages: Math.max(1, firstPage.totalPages),
    doctors,
    // The API has no list call for static pages: the contract names them.
    pages: [...STATIC_PAGE_SLUGS],
  };
  return Response.json(index);
}

/** Public content: news, gallery, doctors, certificates, testimonials, static pages; the demo edit call. */
import { demoEditor } from '../lib/demo-editor';
import {
  doctorsQuerySchema,
  getCertificates,
  getDoctor,
  getDoctors,
  getGallery,
  getGalleryItem,
  getNewsItem,
  getNewsList,
  getRelatedNews,
  getReviews,
  getStaticPage,
  localeSchema,
  newsListQuerySchema,
  relatedNewsQuerySchema,
  reviewsQuerySchema,
} from '@/lib/api/contract';
import { on } from '../lib/route';
import { http } from 'msw';
import * as z from 'zod/mini';
import { CERTIFICATES } from '../data/certificates';
import { DOCTORS } from '../data/doctors';
import { GALLERY } from '../data/gallery';
import { NEWS } from '../data/news';
import { STATIC_PAGES } from '../data/pages';
import { REVIEWS } from '../data/reviews';
import { fail, jsonBody, localeOf, ok, originOf } from '../lib/http';
import { notifySite } from '../lib/site-webhook';
import {
  presentCertificate,
  presentDoctor,
  presentGalleryItem,
  presentNewsItem,
  presentNewsSummary,
  presentStaticPage,
  presentReview,
} from '../lib/present';
import { validate } from '../lib/validate';

/** Public content may be cached by browsers and CDNs for a few minutes. */
const PUBLIC_MAX_AGE = 300;

const byNewest = <T extends { publishedAt: string }>(a: T, b: T) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt);
const NEWS_NEWEST_FIRST = [...NEWS].sort(byNewest);
const REVIEWS_NEWEST_FIRST = [...REVIEWS].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

function query(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

function page<T>(items: T[], pageNumber: number, pageSize: number) {
  const start = (pageNumber - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: pageNumber,
    pageSize,
    total: items.length,
    totalPages: Math.ceil(items.length / pageSize),
  };
}

/** Test switch: DEMO_EMPTY_CONTENT=1 answers the news, gallery and doctor lists with no items (empty states). */
const emptyLists = () => process.env.DEMO_EMPTY_CONTENT === '1';

/** Body of the demo edit call: a new title of one news item in one language. */
export const demoNewsEditSchema = z.object({
  locale: localeSchema,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

export const contentHandlers = [
  /**
   * Demo only: change a news title as an editor would in the clinic's CMS, then call the site's
   * content webhook so every page showing the item is refreshed. Test mode and the webhook secret only
   * (mocks/lib/demo-editor.ts).
   */
  http.patch('*/api/v1/demo/news/:slug/', async ({ request, params }) => {
    const editor = demoEditor(request);
    if (editor !== 'allowed') return fail(request, editor);
    const item = NEWS.find((n) => n.slug === params.slug);
    if (!item) return fail(request, 'not_found');
    const body = validate(demoNewsEditSchema, (await jsonBody(request)) ?? {}, localeOf(request));
    if (!body.ok) return fail(request, 'validation', { fields: body.fields });
    item.title[body.data.locale] = body.data.title;
    const webhook = await notifySite('news', item.slug);
    return ok(request, { slug: item.slug, locale: body.data.locale, title: body.data.title, webhook });
  }),

  on(getNewsList, ({ request }) => {
    const locale = localeOf(request);
    const params = validate(newsListQuerySchema, query(request), locale);
    if (!params.ok) return fail(request, 'validation', { fields: params.fields });
    const origin = originOf(request);
    const result = page(emptyLists() ? [] : NEWS_NEWEST_FIRST, params.data.page, params.data.pageSize);
    return ok(request, { ...result, items: result.items.map((n) => presentNewsSummary(n, locale, origin)) }, 200, PUBLIC_MAX_AGE);
  }),

  on(getRelatedNews, ({ request }) => {
    const locale = localeOf(request);
    const params = validate(relatedNewsQuerySchema, query(request), locale);
    if (!params.ok) return fail(request, 'validation', { fields: params.fields });
    const item = NEWS.find((n) => n.slug === params.data.slug);
    if (!item) return fail(request, 'not_found');
    const others = NEWS_NEWEST_FIRST.filter((n) => n.id !== item.id);
    const related = [...others.filter((n) => n.topic === item.topic), ...others.filter((n) => n.topic !== item.topic)];
    const origin = originOf(request);
    return ok(
      request,
      { items: related.slice(0, params.data.limit).map((n) => presentNewsSummary(n, locale, origin)) },
      200,
      PUBLIC_MAX_AGE,
    );
  }),

  on(getNewsItem, ({ request, params }) => {
    const item = NEWS.find((n) => n.slug === params.slug);
    if (!item) return fail(request, 'not_found');
    return ok(request, presentNewsItem(item, localeOf(request), originOf(request)), 200, PUBLIC_MAX_AGE);
  }),

  on(getGallery, ({ request }) => {
    const locale = localeOf(request);
    const origin = originOf(request);
    return ok(request, { items: (emptyLists() ? [] : GALLERY).map((g) => presentGalleryItem(g, locale, origin)) }, 200, PUBLIC_MAX_AGE);
  }),

  on(getGalleryItem, ({ request, params }) => {
    const item = GALLERY.find((g) => String(g.id) === params.id);
    if (!item) return fail(request, 'not_found');
    return ok(request, presentGalleryItem(item, localeOf(request), originOf(request)), 200, PUBLIC_MAX_AGE);
  }),

  on(getDoctors, ({ request }) => {
    const locale = localeOf(request);
    const params = validate(doctorsQuerySchema, query(request), locale);
    if (!params.ok) return fail(request, 'validation', { fields: params.fields });
    const { service, featured } = params.data;
    const origin = originOf(request);
    const doctors = (emptyLists() ? [] : DOCTORS).filter(
      (d) => (!service || d.services.includes(service)) && (featured === undefined || String(d.featured) === featured),
    );
    return ok(request, { items: doctors.map((d) => presentDoctor(d, locale, origin)) }, 200, PUBLIC_MAX_AGE);
  }),

  on(getDoctor, ({ request, params }) => {
    const doctor = DOCTORS.find((d) => d.slug === params.slug);
    if (!doctor) return fail(request, 'not_found');
    return ok(request, presentDoctor(doctor, localeOf(request), originOf(request)), 200, PUBLIC_MAX_AGE);
  }),

  on(getCertificates, ({ request }) => {
    const locale = localeOf(request);
    const origin = originOf(request);
    return ok(request, { items: CERTIFICATES.map((c) => presentCertificate(c, locale, origin)) }, 200, PUBLIC_MAX_AGE);
  }),

  on(getReviews, ({ request }) => {
    const locale = localeOf(request);
    const params = validate(reviewsQuerySchema, query(request), locale);
    if (!params.ok) return fail(request, 'validation', { fields: params.fields });
    const result = page(REVIEWS_NEWEST_FIRST, params.data.page, params.data.pageSize);
    return ok(request, { ...result, items: result.items.map((t) => presentReview(t, locale)) });
  }),

  on(getStaticPage, ({ request, params }) => {
    const found = STATIC_PAGES.find((p) => p.slug === params.slug);
    if (!found) return fail(request, 'not_found');
    return ok(request, presentStaticPage(found, localeOf(request)), 200, PUBLIC_MAX_AGE);
  }),
];

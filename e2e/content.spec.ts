import type { APIRequestContext } from '@playwright/test';

import { procedureTable } from '@/lib/site-texts/procedures';

import { CLINIC_CONTACTS, CLINIC_GEO, CLINIC_MAP_LINK } from '../lib/clinic';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../lib/http/page-responses';
import { SERVICE_SLUGS } from '../lib/routes';
import { SITE } from '../lib/site';
import { getContent } from '../lib/site-texts';
import en from '../messages/en.json';
import hy from '../messages/hy.json';
import ru from '../messages/ru.json';
import { API_URL, expect, knownSlugs, test } from './fixtures';
import { KNOWN, LOCALE_PREFIXES, withPrefix } from './routes';

type Locale = keyof typeof LOCALE_PREFIXES;
const LOCALES = Object.keys(LOCALE_PREFIXES) as Locale[];
const MESSAGES = { hy, ru, en } as const;

/** The text a visitor (or a crawler without JavaScript) gets: tags and comments dropped, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

async function api<T>(request: APIRequestContext, path: string, locale: Locale): Promise<T> {
  const response = await request.get(`${API_URL}${path}`, { headers: { 'Accept-Language': locale } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()).data as T;
}

async function page(request: APIRequestContext, locale: Locale, path: string) {
  const response = await request.get(withPrefix(LOCALE_PREFIXES[locale], path), { headers: { 'Accept-Language': locale } });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

interface Named {
  name: string;
  slug: string;
  specialty: string;
  education: string[];
}
interface Titled {
  title: string;
  slug: string;
}

/** For each route, what the server HTML must contain in one language: content from the API where the page shows it. */
async function expectations(request: APIRequestContext, locale: Locale, slugs: { news: string; doctor: string }) {
  const [doctors, featured, news, news2, newsItem, related, gallery, certificates, testimonials, staticPage, doctor] = await Promise.all([
    api<{ items: Named[] }>(request, '/doctors/', locale),
    api<{ items: Named[] }>(request, '/doctors/?featured=true', locale),
    api<{ items: Titled[] }>(request, '/news/?page=1&pageSize=6', locale),
    api<{ items: Titled[] }>(request, '/news/?page=2&pageSize=6', locale),
    api<Titled & { excerpt: string }>(request, `/news/${slugs.news}/`, locale),
    api<{ items: Titled[] }>(request, `/news/related/?slug=${slugs.news}&limit=3`, locale),
    api<{ items: Titled[] }>(request, '/gallery/', locale),
    api<{ items: Titled[] }>(request, '/certificates/', locale),
    api<{ items: { author: string; text: string }[] }>(request, '/testimonials/?page=1&pageSize=6', locale),
    api<{ title: string }>(request, `/pages/${KNOWN.staticSlug}`, locale),
    api<Named>(request, `/doctors/${slugs.doctor}/`, locale),
  ]);
  const content = getContent(locale);
  const messages = MESSAGES[locale];
  const byService = await Promise.all(
    SERVICE_SLUGS.map((service) => api<{ items: Named[] }>(request, `/doctors/?service=${service}`, locale)),
  );

  const routes: Record<string, string[]> = {
    '/': [featured.items[0].name, news.items[0].title, testimonials.items[0].author, content.services.ent.summary],
    '/about-us': [doctors.items[doctors.items.length - 1].name, certificates.items[0].title, content.about.story[0]],
    '/services': SERVICE_SLUGS.map((service) => content.services[service].summary),
    '/doctors': doctors.items.map((d) => d.name),
    [`/doctors/${slugs.doctor}`]: [doctor.name, doctor.specialty, doctor.education[0]],
    '/news': news.items.map((n) => n.title),
    '/news/page/2': news2.items.map((n) => n.title),
    [`/news/${slugs.news}`]: [newsItem.title, newsItem.excerpt, related.items[0].title],
    '/gallery': gallery.items.map((g) => g.title),
    '/reviews': testimonials.items.slice(0, 3).flatMap((t) => [t.author, t.text]),
    '/contacts': [messages.Footer.address, content.address.directions[0], CLINIC_CONTACTS.phone.display],
    '/foreign-clients': [content.foreignClients.lead, content.foreignClients.steps[1].title],
    [`/static-content/${KNOWN.staticSlug}`]: [staticPage.title],
  };
  SERVICE_SLUGS.forEach((service, index) => {
    routes[`/services/${service}`] = [
      messages.Services[service],
      content.services[service].intro,
      procedureTable(service, content.services[service].procedures)[0].name,
      ...byService[index].items.map((d) => d.name),
    ];
  });
  return routes;
}

test.describe('public pages: content in the server HTML', () => {
  for (const locale of LOCALES) {
    test(`every public route carries its real content in ${locale}`, async ({ request }) => {
      const slugs = await knownSlugs(request);
      const routes = await expectations(request, locale, slugs);
      const missing: string[] = [];
      for (const [path, needles] of Object.entries(routes)) {
        const { status, html } = await page(request, locale, path);
        expect(status, path).toBe(200);
        expect(html, path).toContain(`lang="${{ hy: 'hy-AM', ru: 'ru-RU', en: 'en-US' }[locale]}"`);
        const text = visibleText(html);
        for (const needle of needles) if (!text.includes(needle.replace(/\s+/g, ' '))) missing.push(`${path}: ${needle.slice(0, 60)}`);
      }
      expect(missing).toEqual([]);
    });
  }

  test('public pages are prerendered (revalidated by the webhook and hourly), not rendered per request; proxies keep them 10 s', async ({
    request,
  }) => {
    const slugs = await knownSlugs(request);
    for (const path of [
      '/',
      '/news',
      `/news/${slugs.news}`,
      `/doctors/${slugs.doctor}`,
      '/gallery',
      '/reviews',
      '/services/ent',
      '/contacts',
    ]) {
      const { headers } = await page(request, 'ru', path);
      expect(headers['cache-control'], path).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(headers['x-nextjs-cache'], path).toMatch(/HIT|STALE|MISS/);
    }
  });
});

test.describe("a doctor's facts", () => {
  test('the experience fact names the years under its label, without repeating the label', async ({ request }) => {
    const slugs = await knownSlugs(request);
    for (const locale of LOCALES) {
      const { html } = await page(request, locale, `/doctors/${slugs.doctor}`);
      const label = MESSAGES[locale].Doctors.experienceTitle;
      const fact = new RegExp(`<dt>${label}</dt><dd>([^<]+)</dd>`).exec(html)?.[1]?.replace(/&nbsp;/g, '\u00a0');
      expect(fact, locale).toMatch(/^\d+\s\S+$/);
      expect(fact!.toLowerCase(), locale).not.toContain(label.toLowerCase());
    }
  });
});

test.describe('unknown slugs', () => {
  for (const locale of LOCALES) {
    test(`answer 404 with the localized not-found page (${locale})`, async ({ page: browser }) => {
      for (const path of ['/doctors/no-such-doctor', '/news/no-such-news', '/static-content/no-such-page', '/news/page/99']) {
        const response = await browser.goto(withPrefix(LOCALE_PREFIXES[locale], path));
        expect(response?.status(), path).toBe(404);
        await expect(browser.getByRole('heading', { level: 1 }), path).toHaveText(MESSAGES[locale].NotFound.heading);
        await expect(browser.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
      }
    });
  }
});

test.describe('news pagination without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('page links lead through the list and back', async ({ page: browser, request }) => {
    const [first, second] = await Promise.all([
      api<{ items: Titled[]; totalPages: number }>(request, '/news/?page=1&pageSize=6', 'en'),
      api<{ items: Titled[] }>(request, '/news/?page=2&pageSize=6', 'en'),
    ]);
    await browser.goto('/en/news');
    const pages = browser.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: /Next/ }).click();
    await expect(browser).toHaveURL(/\/en\/news\/page\/2$/);
    await expect(browser.getByRole('heading', { level: 2, name: second.items[0].title })).toBeVisible();
    await expect(browser.getByRole('heading', { level: 2, name: first.items[0].title })).toHaveCount(0);
    await browser.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 1' }).click();
    await expect(browser).toHaveURL(/\/en\/news$/);
    expect(first.totalPages).toBeGreaterThan(1);
  });

  test('/news/page/1 redirects to /news', async ({ request }) => {
    const response = await request.get('/ru/news/page/1', { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/ru/news');
  });
});

test.describe('the forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // They are written in place in the document, not moved there by a script (lib/cache/inline-boundaries.mjs).
  test('the request and review forms are on the page, in place', async ({ page: browser }) => {
    await browser.goto('/en/services/ent');
    const request = browser.locator('#application');
    await expect(request.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
    await expect(request.getByRole('button', { name: 'Send request' })).toBeVisible();
    const [form, aside] = [await request.boundingBox(), await browser.getByRole('complementary', { name: 'Questions?' }).boundingBox()];
    expect(form!.y).toBeLessThan(aside!.y + aside!.height);

    await browser.goto('/en/reviews');
    await expect(browser.getByRole('region', { name: 'Leave a review' }).getByRole('button', { name: 'Send review' })).toBeVisible();
  });
});

test.describe('structured data and sharing', () => {
  test('MedicalClinic on home and contacts, IndividualPhysician, NewsArticle, BreadcrumbList', async ({ request }) => {
    const slugs = await knownSlugs(request);
    for (const path of ['/', '/contacts']) {
      const clinic = jsonLd((await page(request, 'en', path)).html).find((d) => d['@type'] === 'MedicalClinic');
      expect(clinic, path).toMatchObject({ name: SITE.brand, telephone: CLINIC_CONTACTS.phone.e164, geo: { latitude: CLINIC_GEO.lat } });
    }
    const doctorHtml = (await page(request, 'ru', `/doctors/${slugs.doctor}`)).html;
    const physician = jsonLd(doctorHtml).find((d) => d['@type'] === 'IndividualPhysician');
    expect(physician).toMatchObject({ practicesAt: { '@type': 'MedicalClinic', name: SITE.brand } });
    const article = jsonLd((await page(request, 'hy', `/news/${slugs.news}`)).html).find((d) => d['@type'] === 'NewsArticle');
    expect(article).toMatchObject({ inLanguage: 'hy-AM' });
    const crumbs = jsonLd(doctorHtml).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: unknown[] };
    expect(crumbs.itemListElement).toHaveLength(3);
  });

  test('pages have their own title, description and an Open Graph image in each language', async ({ request }) => {
    const slugs = await knownSlugs(request);
    const titles = new Set<string>();
    for (const locale of LOCALES) {
      for (const path of ['/', '/services/dentistry', `/news/${slugs.news}`, '/reviews']) {
        const { html } = await page(request, locale, path);
        const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
        expect(title, path).toBeTruthy();
        titles.add(title!);
        expect(html, path).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
        expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      }
    }
    expect(titles.size).toBe(12);

    // A news item's preview picture is the cover the page shows, on the site's own origin (the canonical's), and loads.
    const { html: news } = await page(request, 'en', `/news/${slugs.news}`);
    const preview = new URL(news.match(/<meta property="og:image" content="([^"]+)"/)![1].replaceAll('&amp;', '&'));
    const canonical = new URL(news.match(/<link rel="canonical" href="([^"]+)"/)![1]);
    expect(preview.origin).toBe(canonical.origin);
    expect(preview.pathname).toMatch(/^\/media\//);
    expect(news).toContain(`<meta name="twitter:image" content="${preview.href}"`);
    const picture = await request.get(preview.pathname + preview.search);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
  });
});

test.describe('images and the map fallback', () => {
  test('images carry their size and sizes; cards below the fold load lazily; the LCP image is preloaded', async ({ request }) => {
    const { html } = await page(request, 'en', '/');
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(6);
    for (const img of images) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
      // Next drops `sizes` where there is no srcset (the demo API's SVGs are served as they are).
      if (img.includes('srcSet=') || img.includes('srcset=')) expect(img).toMatch(/ sizes="[^"]+"/);
    }
    expect(images.filter((img) => img.includes('loading="lazy"')).length).toBe(images.length);
    // The API's pictures are written into the page when small (lib/api/inline-image.ts: the demo's drawings are),
    // else come from the site's own host (app/media): no second connection for the largest one.
    for (const img of images) expect(img).toMatch(/ src="(\/media\/|data:image\/svg\+xml,)[^"]+"/);
  });

  test('a news item draws its cover with the document, asking nothing more for it', async ({ page: browser, request }) => {
    const slugs = await knownSlugs(request);
    const pictures: string[] = [];
    browser.on('request', (sent) => {
      if (sent.resourceType() === 'image' && !sent.url().startsWith('data:')) pictures.push(sent.url());
    });
    await browser.goto(`/en/news/${slugs.news}`);
    const cover = browser.locator('main article img').first();
    await expect(cover).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect.poll(() => cover.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    // The cover is also the page's preview picture, which names its URL.
    const { html } = await page(request, 'en', `/news/${slugs.news}`);
    const coverPath = new URL(html.match(/<meta property="og:image" content="([^"]+)"/)![1].replaceAll('&amp;', '&')).pathname;
    expect(coverPath).toMatch(/^\/media\//);
    expect(pictures.map((url) => new URL(url).pathname)).not.toContain(coverPath);
    expect(html).not.toMatch(/<link rel="preload" [^>]*as="image"/);
  });

  test('every picture of a page loads, and one the page links comes from the site’s own origin', async ({ page: browser }) => {
    const imageHosts = new Set<string>();
    browser.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().startsWith('data:')) imageHosts.add(new URL(request.url()).origin);
    });
    await browser.goto('/en/gallery');
    const images = browser.locator('main img');
    expect(await images.count()).toBeGreaterThan(2);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    }
    // The viewer shows the picture itself, by its URL (the client's view is not written into the page).
    await images.first().click();
    const shown = browser.getByRole('dialog').locator('img');
    await expect(shown).toHaveAttribute('src', /^\/media\//);
    await expect.poll(() => shown.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    expect([...imageHosts]).toEqual([new URL(browser.url()).origin]);
  });

  test('without a Maps key the contacts page shows the address and a link to open the map', async ({ page: browser }) => {
    const errors: string[] = [];
    browser.on('pageerror', (error) => errors.push(error.message));
    await browser.goto('/en/contacts');
    const mapSection = browser.getByRole('region', { name: 'On the map' });
    await expect(mapSection.getByText(en.Footer.address)).toBeVisible();
    await expect(mapSection.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', CLINIC_MAP_LINK);
    expect(errors).toEqual([]);
  });
});

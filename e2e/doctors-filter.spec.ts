import type { APIRequestContext } from '@playwright/test';

import en from '../messages/en.json';
import hy from '../messages/hy.json';
import ru from '../messages/ru.json';
import { API_URL, expect, test } from './fixtures';

interface ApiDoctor {
  slug: string;
  name: string;
  services: string[];
  languages: Array<{ code: string; name: string }>;
}

async function doctors(request: APIRequestContext, locale: string): Promise<ApiDoctor[]> {
  const body = await (await request.get(`${API_URL}/doctors/`, { headers: { 'Accept-Language': locale } })).json();
  return body.data.items;
}

/** The doctor names a page's list shows, from the server HTML. */
function listedNames(html: string, all: ApiDoctor[]) {
  return all.filter((doctor) => html.includes(`href="${doctor.slug}"`) || html.includes(`/doctors/${doctor.slug}"`)).map((d) => d.name);
}

test.describe('find a doctor', () => {
  test('the filtered list is in the server HTML, in every language', async ({ request }) => {
    for (const [locale, prefix] of [
      ['hy', ''],
      ['ru', '/ru'],
      ['en', '/en'],
    ] as const) {
      const all = await doctors(request, locale);
      const expected = all.filter((d) => d.services.includes('ent') && d.languages.some((l) => l.code === 'en')).map((d) => d.name);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      const response = await request.get(`${prefix}/doctors?service=ent&lang=en`, { headers: { 'Accept-Language': locale } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(listedNames(html, all).sort(), locale).toEqual(expected.sort());
      // The unfiltered page still lists everyone.
      expect(listedNames(await (await request.get(`${prefix}/doctors`)).text(), all)).toHaveLength(all.length);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the filter links narrow the list and can be shared', async ({ page, request }) => {
      const t = ru.DoctorFilter;
      await page.goto('/ru/doctors');
      const filters = page.getByRole('navigation', { name: t.label });
      await filters.getByRole('link', { name: ru.Services.dentistry }).click();
      await expect(page).toHaveURL(/\/ru\/doctors\?service=dentistry$/);
      await filters.getByRole('link', { name: t.languages.en }).click();
      await expect(page).toHaveURL(/\/ru\/doctors\?service=dentistry&lang=en$/);
      await expect(filters.getByRole('link', { name: ru.Services.dentistry })).toHaveAttribute('aria-current', 'true');
      await expect(filters.getByRole('link', { name: t.languages.en })).toHaveAttribute('aria-current', 'true');

      const expected = (await doctors(request, 'ru')).filter(
        (d) => d.services.includes('dentistry') && d.languages.some((l) => l.code === 'en'),
      );
      const cards = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(cards).toHaveText(expected.map((d) => d.name));
      await expect(page).toHaveTitle(new RegExp(`^${t.title.replace('{filters}', `${ru.Services.dentistry}, ${t.languages.en}`)}`));

      // Back to every language, the service kept.
      await filters.getByRole('link', { name: t.anyLanguage }).click();
      await expect(page).toHaveURL(/\/ru\/doctors\?service=dentistry$/);
    });

    test('a filter nobody matches says so and leads back to all doctors', async ({ page }) => {
      const t = en.DoctorFilter;
      await page.goto('/en/doctors?service=lab&lang=en');
      await expect(page.getByText(t.none)).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: t.showAll }).click();
      await expect(page).toHaveURL(/\/en\/doctors$/);
    });
  });

  test('a filter link works in the browser and from the keyboard (Armenian)', async ({ page }) => {
    const t = hy.DoctorFilter;
    await page.goto('/doctors', { waitUntil: 'networkidle' });
    const link = page.getByRole('navigation', { name: t.label }).getByRole('link', { name: t.languages.en });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/doctors\?lang=en$/);
    await expect(page.getByRole('navigation', { name: t.label }).getByRole('link', { name: t.languages.en })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Գտնվել է' })).toBeVisible();
  });

  test('unknown filter values are a 404 page, and the variants have no address of their own', async ({ request }) => {
    for (const path of [
      '/doctors?service=cardiology',
      '/en/doctors?lang=fr',
      '/ru/doctors?service=ent&service=lab',
      '/en/doctors/filter/ent/en',
      '/doctors/filter/all/hy',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<h1');
    }
    expect((await request.get('/en/doctors?utm_source=newsletter')).status()).toBe(200);
  });

  test('each service page lists its doctors and each doctor page its services', async ({ page, request }) => {
    const all = await doctors(request, 'en');
    const surgeon = all.find((d) => d.services.length > 1)!;
    await page.goto(`/en/doctors/${surgeon.slug}`);
    const services = page.getByRole('main').locator('dd ul li a');
    await expect(services).toHaveCount(surgeon.services.length);
    await services.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/en/services/${surgeon.services[1]}$`));
    const listed = page.locator('#doctors').getByRole('heading', { level: 3 });
    await expect(listed).toHaveText(all.filter((d) => d.services.includes(surgeon.services[1])).map((d) => d.name));
  });
});

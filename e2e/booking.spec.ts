import type { APIRequestContext, Page } from '@playwright/test';

import { hoursRange, VISIT_TIMES_OF_DAY } from '../lib/clinic';
import { SERVICE_SLUGS } from '../lib/routes';
import en from '../messages/en.json';
import hy from '../messages/hy.json';
import ru from '../messages/ru.json';
import { API_URL, expect, test } from './fixtures';

const MESSAGES = { hy, ru, en } as const;
const PREFIX = { hy: '', ru: '/ru', en: '/en' } as const;
const CREATE = '**/api/v1/applications/create/';

async function fillContact(page: Page, locale: keyof typeof MESSAGES, name = 'Anna Hakobyan') {
  const t = MESSAGES[locale].ApplicationForm;
  const form = page.locator('#application');
  await form.getByLabel(t.name).fill(name);
  await form.getByRole('textbox', { name: t.phone, exact: true }).fill('+374 91 234567');
  await form.locator('#application-consent').check();
  return form;
}

/** Services the clinic books only by request (surgery consultations): their "Book" links keep the request form. */
async function byRequestServices(request: APIRequestContext): Promise<string[]> {
  const online = (await (await request.get(`${API_URL}/booking/services/`)).json()).data.items.map(
    (item: { service: string }) => item.service,
  );
  return SERVICE_SLUGS.filter((slug) => !online.includes(slug));
}

test.describe('request a visit with this doctor or for this service (booked by request)', () => {
  for (const locale of ['hy', 'ru', 'en'] as const) {
    test(`"Book" on a doctor's page opens the request with the doctor chosen (${locale})`, async ({ page, request }) => {
      const t = MESSAGES[locale];
      const doctors = (await (await request.get(`${API_URL}/doctors/`, { headers: { 'Accept-Language': locale } })).json()).data.items;
      const byRequest = await byRequestServices(request);
      const doctor = doctors.find((d: { services: string[] }) => d.services.length > 1 && d.services.every((s) => byRequest.includes(s)));
      await page.goto(`${PREFIX[locale]}/doctors/${doctor.slug}`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: t.Doctors.book }).first().click();
      await expect(page).toHaveURL(/#application$/);

      const form = page.locator('#application');
      await expect(form.getByRole('combobox', { name: t.ApplicationForm.service, exact: true })).toHaveValue(doctor.services[0]);
      const doctorField = form.getByRole('combobox', { name: t.ApplicationForm.doctor, exact: true });
      await expect(doctorField).toHaveValue(doctor.slug);
      // Only the doctors of the chosen service are offered.
      const offered = doctors
        .filter((d: { services: string[] }) => d.services.includes(doctor.services[0]))
        .map((d: { name: string }) => d.name);
      await expect(doctorField.locator('option')).toHaveText([t.ApplicationForm.doctorAny, ...offered]);

      await fillContact(page, locale);
      await form.locator('#application-preferredDays-Tu').check();
      await form
        .getByRole('radio', { name: t.ApplicationForm.times.evening.replace('{hours}', hoursRange(VISIT_TIMES_OF_DAY.evening, locale)) })
        .check();
      await form.getByRole('radio', { name: t.ApplicationForm.channels.telegram }).check();
      await form.getByLabel(t.ApplicationForm.message).fill('—');
      const sent = page.waitForRequest((r) => r.url().endsWith('/applications/create/') && r.method() === 'POST');
      await form.getByRole('button', { name: t.ApplicationForm.submit }).click();
      const body = (await sent).postDataJSON();
      expect(body).toMatchObject({
        service: doctor.services[0],
        doctor: doctor.slug,
        preferredDays: ['Tu'],
        preferredTime: 'evening',
        contactChannel: 'telegram',
        consent: true,
      });
      await expect(form.getByRole('heading', { level: 3 })).toBeFocused();
      await expect(form.getByText(/^AR-\d{5}$/)).toBeVisible();
      await expect(form.getByText(t.ApplicationForm.nextContact.telegram.replace('{phone}', '+374 91 234567'))).toBeVisible();
    });
  }

  test('"Book" on a service page opens the request with the service chosen and its doctors only', async ({ page, request }) => {
    const t = en.ApplicationForm;
    const [service] = await byRequestServices(request);
    await page.goto(`/en/services/${service}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: en.ServicePage.book }).first().click();
    const form = page.locator('#application');
    await expect(form.getByRole('combobox', { name: t.service, exact: true })).toHaveValue(service);
    const listed = await page.locator('#doctors').getByRole('heading', { level: 3 }).allTextContents();
    await expect(form.getByRole('combobox', { name: t.doctor, exact: true }).locator('option')).toHaveText([t.doctorAny, ...listed]);
  });

  test('a retry after a network error sends the same request: the API answers the same reference', async ({ page }) => {
    const t = en.ApplicationForm;
    let firstReference = '';
    const keys: string[] = [];
    await page.route(CREATE, async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (!firstReference) {
        // The API gets the request and creates the application, but the answer never reaches the browser.
        firstReference = (await (await route.fetch()).json()).data.reference;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await page.goto('/en/services/ent', { waitUntil: 'networkidle' });
    const form = await fillContact(page, 'en');
    await form.getByRole('button', { name: t.submit }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(t.failureTitle);
    await alert.getByRole('button', { name: en.ApiErrors.retry }).click();
    await expect(form.getByText(/^AR-\d{5}$/)).toHaveText(firstReference, { timeout: 30_000 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test('a reload during the send puts the request back, and sending it again makes no second one', async ({ page }) => {
    test.setTimeout(120_000);
    const t = en.ApplicationForm;
    let firstReference = '';
    await page.route(CREATE, async (route) => {
      if (firstReference) return route.continue();
      firstReference = (await (await route.fetch()).json()).data.reference;
      await route.abort('connectionreset');
    });
    await page.goto('/en/services/dentistry', { waitUntil: 'networkidle' });
    const form = await fillContact(page, 'en', 'Aram Petrosyan');
    await form.getByLabel(t.message).fill('Tooth pain since Monday');
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByRole('alert')).toBeVisible();

    await page.reload({ waitUntil: 'networkidle' });
    await expect(form.getByText(t.restored)).toBeVisible();
    await expect(form.getByLabel(t.name)).toHaveValue('Aram Petrosyan');
    await expect(form.getByLabel(t.message)).toHaveValue('Tooth pain since Monday');
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByText(/^AR-\d{5}$/)).toHaveText(firstReference, { timeout: 30_000 });
  });

  test('a double click sends once, and a reload after the confirmation shows it again without sending', async ({ page }) => {
    const t = en.ApplicationForm;
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/applications/create/') && r.method() === 'POST') posts.push(r.headers()['idempotency-key']);
    });
    await page.goto('/en/services/lab', { waitUntil: 'networkidle' });
    const form = await fillContact(page, 'en');
    await form.getByRole('button', { name: t.submit }).dblclick();
    const reference = await form.getByText(/^AR-\d{5}$/).textContent();
    expect(new Set(posts).size).toBe(1);

    await page.reload({ waitUntil: 'networkidle' });
    await expect(form.getByText(/^AR-\d{5}$/)).toHaveText(reference!);
    expect(new Set(posts).size).toBe(1);
    await form.getByRole('button', { name: t.successAgain }).click();
    await expect(form.getByLabel(t.name)).toHaveValue('');
  });
});

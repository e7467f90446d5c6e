/**
 * Online booking as a patient does it, against the production build and the demo clinic API: a new patient who signs
 * in inside the flow, a signed-in patient coming from a doctor's page, two browsers racing for one time, a double
 * click, "just taken" on confirm, cancel and reschedule in the profile, the keyboard alone, another time zone, axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import en from '../messages/en.json';
import hy from '../messages/hy.json';
import { E2E_OTP_CODE } from '../playwright.config';
import { randomPhone, signInViaSite, TEXT } from './auth-helpers';
import { isHydrated } from './before-hydration';
import { API_URL, expect, test } from './fixtures';

const B = en.Booking;
const REFERENCE = /^BK-[A-Z0-9]{5}$/;

/** Opens the booking page on a service and doctor and chooses the first day with free times. */
async function openFirstFreeDay(page: Page, query: string, prefix = '/en') {
  await page.goto(`${prefix}/book?${query}`);
  // Late in a month a doctor may have no free day left in it: the next month then has the first one.
  const day = page.getByRole('grid').locator('button[data-free]').first();
  await expect(day.or(page.getByText(B.noTimesInMonth))).toBeVisible();
  if (!(await day.isVisible())) await page.getByRole('button', { name: B.nextMonth }).click();
  await day.click();
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('radio').first()).toBeVisible();
}

/**
 * Chooses a time and waits for its hold. Tests run in parallel and a hold lasts minutes, so each test holds a time
 * no other test takes: its own doctor, or another place in the day.
 */
async function chooseTime(page: Page, index: number | 'last' = 0) {
  const radios = page.getByRole('radio');
  const radio = index === 'last' ? radios.last() : radios.nth(index);
  await radio.check({ force: true });
  await expect(page.getByRole('status').filter({ hasText: /This time is held for you until/ })).toBeVisible();
  return radio;
}

async function appointmentsOf(request: APIRequestContext, access: string) {
  const response = await request.get(`${API_URL}/clients/appointments/`, {
    headers: { Authorization: `Bearer ${access}`, 'Accept-Language': 'en' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.items as Array<{
    id: number;
    reference?: string;
    startsAt: string;
    status: string;
    doctor: { slug: string };
  }>;
}

/**
 * Books a free time of a doctor through the API (hold, then book) for a signed-in patient: the last free time of
 * the next twenty days, or the one before it when a test running beside this one has just held it.
 */
async function bookViaApi(request: APIRequestContext, access: string, doctor = 'anahit-petrosyan') {
  const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
  const later = new Date(Date.now() + (4 + 24 * 20) * 3_600_000).toISOString().slice(0, 10);
  const slots: Array<{ startsAt: string }> = (
    await (await request.get(`${API_URL}/booking/slots/?service=ent&doctor=${doctor}&from=${today}&to=${later}`)).json()
  ).data.items;
  let hold: { id: string } | undefined;
  for (const slot of slots.slice(-5).reverse()) {
    const held = await request.post(`${API_URL}/booking/holds/`, { data: { service: 'ent', doctor, startsAt: slot.startsAt } });
    if (held.status() === 201) {
      hold = (await held.json()).data;
      break;
    }
    expect(held.status(), 'only a time taken meanwhile may refuse the hold').toBe(409);
  }
  if (!hold) throw new Error('none of the last five free times could be held');
  const booked = await request.post(`${API_URL}/booking/appointments/`, {
    data: { holdId: hold.id },
    headers: { Authorization: `Bearer ${access}`, 'Idempotency-Key': `e2e-${crypto.randomUUID()}` },
  });
  expect(booked.status()).toBe(201);
  return (await booked.json()).data as { id: number; reference: string; startsAt: string };
}

test.describe('online booking', () => {
  test('a new patient picks service, any doctor, day and time, signs in inside the flow and gets the confirmation', async ({ page }) => {
    await page.goto('/en/book');
    await page.getByRole('link', { name: en.Services.ent }).click();
    await expect(page).toHaveURL(/\/en\/book\?service=ent$/);
    await expect(page.getByRole('heading', { name: B.doctorLegend })).toBeFocused();
    await page.getByRole('link', { name: new RegExp(B.anyDoctor) }).click();
    await expect(page).toHaveURL(/service=ent&doctor=any$/);
    await page.getByRole('grid').locator('button[data-free]').first().click();
    await expect(page.getByRole('heading', { name: B.timeTitle })).toBeFocused();
    // Every doctor's times together: each time names its doctor.
    await expect(page.locator('fieldset label').first()).toContainText(/Petrosyan|Grigoryan/);
    await chooseTime(page);
    await page.getByLabel(B.noteLabel).fill('Ear pain since Monday');
    await expect(page.getByText(B.signInHint)).toBeVisible();

    await page.getByRole('button', { name: B.confirmSignIn }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.en.dialog });
    await dialog.getByLabel(TEXT.en.phone).fill(randomPhone().typed);
    await dialog.getByRole('button', { name: TEXT.en.getCode }).click();
    await dialog.getByLabel(TEXT.en.code).fill(E2E_OTP_CODE);

    const done = page.getByRole('heading', { name: B.doneTitle });
    await expect(done).toBeFocused();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en\/book\?/);
    const confirmation = page.getByRole('region', { name: B.doneTitle });
    await expect(confirmation.getByText(REFERENCE)).toBeVisible();
    await expect(confirmation).toContainText('12 Tumanyan St');
    // The header knows at once: no reload.
    await expect(page.getByRole('banner').getByRole('link', { name: TEXT.en.account, exact: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await confirmation.getByRole('button', { name: B.addToCalendar }).click();
    expect((await download).suggestedFilename()).toMatch(/^arevik-clinic-\d{4}-\d{2}-\d{2}\.ics$/);

    const reference = await confirmation.getByText(REFERENCE).textContent();
    await confirmation.getByRole('link', { name: B.profileLink }).click();
    await expect(page).toHaveURL(/\/en\/profile\/\d+$/);
    await expect(page.getByRole('region', { name: TEXT.en.appointments }).getByText(reference!)).toBeVisible();
  });

  test('a sign-in dialog that cannot load is said next to Confirm, with the note kept, and opens on the retry', async ({ page }) => {
    // A time no other test takes, whatever the hour: the last one of the first free day next month.
    await page.goto('/en/book?service=sonography&doctor=any');
    await page.getByRole('button', { name: B.nextMonth }).click();
    await page.getByRole('grid').locator('button[data-free]').first().click();
    await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('radio').first()).toBeVisible();
    await chooseTime(page, 'last');
    await page.getByLabel(B.noteLabel).fill('Ear pain since Monday');
    // The connection drops: the dialog's texts cannot arrive.
    await page.route('**/messages/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: B.confirmSignIn }).click();
    const alert = page.getByRole('alert').filter({ hasText: B.failed });
    await expect(alert).toContainText(en.ApiErrors.network);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel(B.noteLabel)).toHaveValue('Ear pain since Monday');

    await page.unrouteAll();
    await alert.getByRole('button', { name: B.retry }).click();
    await expect(page.getByRole('dialog', { name: TEXT.en.dialog })).toBeVisible();
  });

  test('a picker whose code cannot arrive leaves the first step, says so, and loads on Try again', async ({ page, request }) => {
    const document = await (await request.get('/en/book')).text();
    const inDocument = new Set(document.match(/\/_next\/static\/chunks\/[^"'\s\\]+\.(?:js|css)/g));
    // The connection drops once the page's own files are in: the picker's code, loaded after, cannot arrive.
    await page.route('**/_next/static/chunks/**', (route) =>
      inDocument.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort('internetdisconnected'),
    );
    await page.goto('/en/book');
    const alert = page.getByRole('alert').filter({ hasText: B.pickerFailed });
    await expect(alert).toBeVisible();
    // Not the error screen: the first step's links are still there.
    const ent = page.getByRole('main').getByRole('link', { name: en.Services.ent });
    await expect(ent).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations).toEqual([]);

    await page.unrouteAll();
    await alert.getByRole('button', { name: B.retry }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
    await ent.click();
    await expect(page.getByRole('heading', { name: B.doctorLegend })).toBeVisible();
  });

  test('free times whose calls cannot arrive say the connection failed, and come on Try again', async ({ page }) => {
    // The calls' contract and zod cannot arrive (found by their content); everything else does.
    let refuse = true;
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (refuse && (body.includes('Free start times of a service') || body.includes('$ZodType')))
        await route.abort('internetdisconnected');
      else await route.fulfill({ response });
    });
    await page.goto('/en/book', { waitUntil: 'networkidle' });
    await page.getByRole('main').getByRole('link', { name: en.Services.ent }).click();
    await page.getByRole('link', { name: new RegExp(B.anyDoctor) }).click();
    const alert = page.getByRole('alert').filter({ hasText: B.loadFailed });
    // After the queries' own retries (network failures are tried twice more).
    await expect(alert).toContainText(en.ApiErrors.network, { timeout: 20_000 });
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations).toEqual([]);

    refuse = false;
    await alert.getByRole('button', { name: B.retry }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('grid').locator('button[data-free]').first()).toBeVisible();
  });

  test('a service chosen while the picker is still loading moves the focus on, as on the loaded picker', async ({ page, request }) => {
    // The page is interactive (its own scripts ran) but the picker's code, loaded after, is held back.
    const document = await (await request.get('/en/book')).text();
    const inDocument = new Set(document.match(/\/_next\/static\/chunks\/[^"'\s\\]+\.js/g));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      if (!inDocument.has(new URL(route.request().url()).pathname)) await released;
      await route.continue().catch(() => undefined);
    });
    // Not until the load event: the held code keeps it back.
    await page.goto('/en/book', { waitUntil: 'commit' });
    const ent = page.getByRole('main').getByRole('link', { name: en.Services.ent });
    await expect.poll(() => isHydrated(page, 'main a[href$="service=ent"]')).toBe(true);
    await ent.click();
    await expect(page).toHaveURL(/\/en\/book\?service=ent$/);
    const heading = page.getByRole('heading', { name: B.doctorLegend });
    await expect(heading).toHaveCount(0);
    release();
    await expect(heading).toBeFocused();
  });

  test("a signed-in patient books from a doctor's page in Armenian; the URL holds the choices and Back walks them", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInViaSite(context, baseURL!);
    await page.goto('/doctors/anahit-petrosyan');
    await page.getByRole('link', { name: hy.Doctors.book }).first().click();
    await expect(page).toHaveURL(/\/book\?service=ent&doctor=anahit-petrosyan$/);
    await page.getByRole('grid').locator('button[data-free]').first().click();
    await expect(page).toHaveURL(/day=/);
    await page.goBack();
    await expect(page).toHaveURL(/\/book\?service=ent&doctor=anahit-petrosyan$/);
    await page.goForward();
    await page.getByRole('radio').last().check({ force: true });
    await expect(page.getByRole('status').filter({ hasText: /պահված\s+է\s+ձեզ\s+համար/ })).toBeVisible();
    await page.getByRole('button', { name: hy.Booking.confirm }).click();
    await expect(page.getByRole('heading', { name: hy.Booking.doneTitle })).toBeFocused();
    await expect(page.getByText(REFERENCE)).toBeVisible();
  });

  test('two browsers race for one time: one gets it, the other sees "just taken" with the nearest free times', async ({
    browser,
    baseURL,
  }) => {
    const [first, second] = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
    const [a, b] = await Promise.all([first.newPage(), second.newPage()]);
    await Promise.all([signInViaSite(first, baseURL!), signInViaSite(second, baseURL!)]);
    const query = 'service=dentistry&doctor=davit-sargsyan';
    await Promise.all([openFirstFreeDay(a, query), openFirstFreeDay(b, query)]);
    await Promise.all([a.getByRole('radio').first().check({ force: true }), b.getByRole('radio').first().check({ force: true })]);

    const taken = (page: Page) => page.getByRole('heading', { name: B.takenTitle });
    const held = (page: Page) => page.getByRole('button', { name: B.confirm });
    await expect.poll(async () => (await taken(a).isVisible()) !== (await taken(b).isVisible()), { timeout: 15_000 }).toBe(true);
    const [winner, loser] = (await taken(a).isVisible()) ? [b, a] : [a, b];
    await expect(taken(loser)).toBeFocused();
    await expect(loser.getByText(B.takenText)).toBeVisible();
    // The choices stay: service, doctor and day are still in the URL.
    expect(loser.url()).toContain(query);
    await held(winner).click();
    await expect(winner.getByRole('heading', { name: B.doneTitle })).toBeVisible();

    // The nearest free time holds at once.
    await loser.getByRole('region', { name: B.takenTitle }).getByRole('button').first().click();
    await expect(loser.getByRole('button', { name: B.confirm })).toBeVisible();
    await expect(loser.getByRole('status').filter({ hasText: /held for you until/ })).toBeVisible();
    await Promise.all([first.close(), second.close()]);
  });

  test('a time taken between hold and confirm keeps the choices and offers the nearest free times', async ({ page, context, baseURL }) => {
    await signInViaSite(context, baseURL!);
    await page.route('**/api/v1/booking/appointments/', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'slot_taken', message: 'taken' } }),
      }),
    );
    await openFirstFreeDay(page, 'service=dentistry&doctor=mariam-karapetyan');
    const url = page.url();
    await chooseTime(page);
    await page.getByRole('button', { name: B.confirm }).click();
    await expect(page.getByRole('heading', { name: B.takenTitle })).toBeFocused();
    expect(page.url()).toBe(url);
    await expect(page.getByRole('region', { name: B.takenTitle }).getByRole('button')).toHaveCount(3);
  });

  test('a double click on Confirm books once', async ({ page, context, baseURL, request }) => {
    const { access } = await signInViaSite(context, baseURL!);
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/booking/appointments/') && r.method() === 'POST') keys.push(r.headers()['idempotency-key']);
    });
    await openFirstFreeDay(page, 'service=lab&doctor=any');
    await chooseTime(page, 'last');
    await page.getByRole('button', { name: B.confirm }).dblclick();
    const reference = await page.getByText(REFERENCE).textContent();
    expect(new Set(keys).size).toBe(1);
    const mine = (await appointmentsOf(request, access)).filter((a) => a.reference === reference);
    expect(mine).toHaveLength(1);
  });

  test('the profile cancels an upcoming appointment after asking once more', async ({ page, context, baseURL, request }) => {
    const { sub, access, phone } = await signInViaSite(context, baseURL!);
    const booked = await bookViaApi(request, access);
    await page.goto(`/en/profile/${sub}`);
    const card = page.getByRole('listitem').filter({ hasText: booked.reference });
    await card.getByRole('button', { name: /^Cancel appointment/ }).click();
    await card.getByRole('button', { name: en.Profile.appointments.cancelYes }).click();
    await expect(page.getByRole('status').filter({ hasText: /has been canceled/ })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: booked.reference })).toContainText(
      en.Profile.appointments.statuses.cancelled,
    );
    const list = await appointmentsOf(request, (await signInViaSite(context, baseURL!, phone)).access);
    expect(list.find((a) => a.id === booked.id)?.status).toBe('cancelled');
  });

  test('the profile whose Cancel and Reschedule cannot arrive keeps the cards, says so, and loads them on Try again', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const { sub, access } = await signInViaSite(context, baseURL!);
    const booked = await bookViaApi(request, access);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const list = /\/clients\/appointments\/(?:\?|$)/;
    await page.route(list, async (route) => {
      await released;
      await route.continue();
    });
    const asked = page.waitForRequest(list);
    await page.goto(`/en/profile/${sub}`);
    await asked;
    // The connection drops once the page has asked for its appointments: the actions' code cannot arrive.
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    release();
    const alert = page.getByRole('alert').filter({ hasText: en.Profile.appointments.actionsFailed });
    await expect(alert).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: booked.reference });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /^Cancel appointment/ })).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations).toEqual([]);

    await page.unroute('**/_next/static/chunks/**');
    await alert.getByRole('button', { name: en.Common.retry }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: en.Profile.appointments.upcoming })).toBeFocused();
    await expect(card.getByRole('button', { name: /^Cancel appointment/ })).toBeVisible();
  });

  test('the profile reschedules: the old time stays until the new one is booked', async ({ page, context, baseURL, request }) => {
    const { sub, access, phone } = await signInViaSite(context, baseURL!);
    const booked = await bookViaApi(request, access);
    await page.goto(`/en/profile/${sub}`);
    await page
      .getByRole('listitem')
      .filter({ hasText: booked.reference })
      .getByRole('link', { name: /^Reschedule/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/en/book\\?reschedule=${booked.id}&service=ent&doctor=anahit-petrosyan`));
    await expect(page.getByText(B.rescheduleTitle)).toBeVisible();
    // The month's last free day: the first may be today, with a single time left late in the clinic's day.
    await page.getByRole('grid').locator('button[data-free]').last().click();
    await chooseTime(page, 1);
    await page.getByRole('button', { name: B.rescheduleConfirm }).click();
    await expect(page.getByRole('heading', { name: B.rescheduled })).toBeFocused();
    const list = await appointmentsOf(request, (await signInViaSite(context, baseURL!, phone)).access);
    expect(list.find((a) => a.id === booked.id)?.status).toBe('cancelled');
    expect(list.filter((a) => a.status === 'scheduled' && a.reference && a.reference !== booked.reference).length).toBeGreaterThan(0);
  });

  test('keyboard only: arrows in the month, Enter on a day, arrows through the times, Enter to book', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInViaSite(context, baseURL!);
    await page.goto('/en/book?service=sonography&doctor=any');
    const grid = page.getByRole('grid');
    await expect(grid.locator('button[data-free]').first()).toBeVisible();
    // From the month's last free day: the first may be today, with a single time left late in the clinic's day.
    await grid.locator('button[data-free]').last().focus();
    const focusedDay = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.day);
    const start = await focusedDay();
    await page.keyboard.press('ArrowRight');
    expect(await focusedDay()).not.toBe(start);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedDay()).toBe(start);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/day=/);
    await expect(page.getByRole('heading', { name: B.timeTitle })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: /held for you until/ })).toBeVisible();
    const confirm = page.getByRole('button', { name: B.confirm });
    for (let i = 0; i < 6 && !(await confirm.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: B.doneTitle })).toBeFocused();
  });

  test('a visitor in Paris sees their own time beside the clinic time; 320 px wide without sideways scrolling', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, timezoneId: 'Europe/Paris', viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    await openFirstFreeDay(page, 'service=ent&doctor=armen-grigoryan');
    await expect(page.getByText(/Your own time \(Europe\/Paris\)/)).toBeVisible();
    await expect(page.locator('fieldset label').first()).toContainText(/your time/);
    await chooseTime(page, 'last');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  });

  test('a doctor with no free day left this month: the month view opens on the next month', async ({ page }) => {
    const thisMonth = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 7);
    // The clinic's answer for this month: no free time left (as late in a month for a busy doctor).
    await page.route('**/api/v1/booking/slots/?*', (route) =>
      new URL(route.request().url()).searchParams.get('from')?.startsWith(thisMonth)
        ? route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { timeZone: 'Asia/Yerevan', items: [] } }) })
        : route.continue(),
    );
    await page.goto('/en/book?service=ent&doctor=anahit-petrosyan');
    const next = new Date(`${thisMonth}-15T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const title = next.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    await expect(page.getByRole('grid', { name: title })).toBeVisible();
    await expect(page.getByRole('grid').locator('button[data-free]').first()).toBeVisible();
    await expect(page.getByText(B.noTimesInMonth)).toBeHidden();
  });

  test('axe finds nothing on the month, the times and the confirmation step', async ({ page }) => {
    await openFirstFreeDay(page, 'service=dentistry&doctor=tigran-harutyunyan');
    await chooseTime(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('free times are never stored by a shared cache', async ({ request }) => {
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const response = await request.get(`${API_URL}/booking/slots/?service=ent&from=${today}&to=${today}`);
    expect(response.headers()['cache-control']).toBe('no-store');
  });
});

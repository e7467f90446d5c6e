import { expect, test } from '@playwright/test';

import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { holdScripts, isHydrated, recordAddresses, recordPosts } from './before-hydration';

/**
 * A visitor who types and sends before the page's scripts have arrived loses nothing, sends once, and what they
 * typed never goes into an address (the browser's history, a proxy's log). The scripts are held back by route
 * interception, so "before hydration" is certain, not a race.
 */

test('the request form: everything typed and sent before hydration is sent once, and never put in an address', async ({ page }) => {
  const t = en.ApplicationForm;
  const addresses = recordAddresses(page);
  const sent = recordPosts(page, '/applications/create/');
  const scripts = await holdScripts(page);
  await page.goto('/en/services/ent', { waitUntil: 'domcontentloaded' });
  const historyLength = await page.evaluate(() => window.history.length);
  const form = page.locator('#application');
  const submit = form.getByRole('button', { name: t.submit });
  await expect(submit).toBeVisible();
  expect(await isHydrated(page, '#application form')).toBe(false);

  await form.getByLabel(t.name).fill('Anna Petrosyan');
  await form.getByRole('textbox', { name: t.phone, exact: true }).fill('+374 91 234567');
  const doctor = form.getByRole('combobox', { name: t.doctor, exact: true });
  const doctorSlug = await doctor.locator('option:not([value=""])').first().getAttribute('value');
  await doctor.selectOption(doctorSlug!);
  const day = form.locator('input[name="preferredDays"]').first();
  const dayValue = await day.getAttribute('value');
  await day.check();
  await form.getByRole('radio', { name: /^Morning/ }).check();
  await form.getByRole('radio', { name: t.channels.whatsapp }).check();
  await form.getByLabel(t.message).fill('Ear pain since Monday');
  await form.locator('#application-consent').check();
  await submit.click();

  // Nothing left the page: no native submit, no reload.
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
  expect(sent).toHaveLength(0);
  expect(await isHydrated(page, '#application form')).toBe(false);

  scripts.release();
  await expect(form.getByText(t.successTitle.replace('{name}', 'Anna Petrosyan'))).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1_000);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    name: 'Anna Petrosyan',
    phone: '+37491234567',
    service: 'ent',
    doctor: doctorSlug,
    preferredDays: [dayValue],
    preferredTime: 'morning',
    contactChannel: 'whatsapp',
    message: 'Ear pain since Monday',
    consent: true,
  });

  const typed = /Anna|Petrosyan|Ear(\+|%20)pain|234567/;
  expect(addresses.filter((address) => typed.test(address))).toEqual([]);
  expect(await page.evaluate(() => window.location.href)).toMatch(/\/en\/services\/ent$/);
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
});

test('the review form: everything typed before hydration stays in the fields and is sent once', async ({ page }) => {
  const t = ru.ReviewForm;
  const addresses = recordAddresses(page);
  const sent = recordPosts(page, '/testimonials/create/');
  const scripts = await holdScripts(page);
  await page.goto('/ru/reviews', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('region', { name: 'Оставить отзыв' });
  await expect(form.getByRole('button', { name: t.submit })).toBeVisible();
  expect(await isHydrated(page, 'form[method="post"]')).toBe(false);

  const text = 'Быстро приняли, всё объяснили, анализы пришли в личный кабинет в тот же день.';
  await form.getByLabel(t.author).fill('Карен М.');
  await form.locator('label', { hasText: '4 звезды' }).click();
  await form.getByLabel(t.text).fill(text);
  const service = form.getByLabel(t.service);
  const serviceSlug = await service.locator('option:not([value=""])').first().getAttribute('value');
  await service.selectOption(serviceSlug!);
  await form.getByLabel(/Соглашаюсь на публикацию/).check();

  // Released before the send: what was typed is still in every field once React has taken over.
  scripts.release();
  await expect.poll(() => isHydrated(page, 'form[method="post"]'), { timeout: 20_000 }).toBe(true);
  await page.waitForTimeout(500);
  await expect(form.getByLabel(t.author)).toHaveValue('Карен М.');
  await expect(form.getByLabel(t.text)).toHaveValue(text);
  await expect(service).toHaveValue(serviceSlug!);
  await expect(form.getByRole('radio', { name: '4 звезды' })).toBeChecked();
  await expect(form.getByLabel(/Соглашаюсь на публикацию/)).toBeChecked();
  expect(addresses.filter((address) => address.includes('%D0%9A%D0%B0%D1%80%D0%B5%D0%BD'))).toEqual([]);
  expect(sent).toHaveLength(0);
});

test('the review form: sent before hydration, it is sent once with every value, and nothing goes into an address', async ({ page }) => {
  const t = en.ReviewForm;
  const addresses = recordAddresses(page);
  const sent = recordPosts(page, '/testimonials/create/');
  const scripts = await holdScripts(page);
  await page.goto('/en/reviews', { waitUntil: 'domcontentloaded' });
  const historyLength = await page.evaluate(() => window.history.length);
  const form = page.getByRole('region', { name: 'Leave a review' });
  const submit = form.getByRole('button', { name: t.submit });
  await expect(submit).toBeVisible();

  const text = 'Seen on time, everything explained, and the results were in my account the same day.';
  await form.getByLabel(t.author).fill('Karen M.');
  await form.locator('label', { hasText: '5 stars' }).click();
  await form.getByLabel(t.text).fill(text);
  const serviceSlug = await form.getByLabel(t.service).locator('option:not([value=""])').first().getAttribute('value');
  await form.getByLabel(t.service).selectOption(serviceSlug!);
  await form.getByLabel(t.consent).check();
  // Twice, as an impatient visitor does: still one review.
  await submit.click();
  await submit.click();
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');

  scripts.release();
  await expect(form.getByRole('heading', { name: t.thanksTitle })).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1_000);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ author: 'Karen M.', rating: 5, text, service: serviceSlug, consent: true });
  expect(addresses.filter((address) => /Karen|Seen(\+|%20)on/.test(address))).toEqual([]);
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
});

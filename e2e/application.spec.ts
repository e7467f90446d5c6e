import en from '../messages/en.json';
import hy from '../messages/hy.json';
import ru from '../messages/ru.json';
import { expect, test } from './fixtures';

const LOCALES = [
  { name: 'hy', path: '/services/ent', messages: hy },
  { name: 'ru', path: '/ru/foreign-clients', messages: ru },
  { name: 'en', path: '/en', messages: en },
] as const;

for (const { name, path, messages } of LOCALES) {
  test(`a visitor sends an application in ${name} and sees what happens next`, async ({ page }) => {
    const t = messages.ApplicationForm;
    await page.goto(path, { waitUntil: 'networkidle' });
    const form = page.locator('#application');
    await form.getByLabel(t.name).fill('Anna Hakobyan');
    await form.getByRole('textbox', { name: t.phone, exact: true }).fill('+374 91 234567');
    if (name !== 'hy') await form.getByRole('combobox', { name: t.service, exact: true }).selectOption('dentistry');
    await form.locator('#application-consent').check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/applications/create/') && request.method() === 'POST');
    await form.getByRole('button', { name: t.submit }).click();
    const request = await sent;
    expect(request.headers()['accept-language']).toBe(name);
    expect(request.postDataJSON()).toMatchObject({
      name: 'Anna Hakobyan',
      phone: '+37491234567',
      service: name === 'hy' ? 'ent' : 'dentistry',
      contactChannel: 'call',
      consent: true,
    });
    await expect(form.getByText(t.successTitle.replace('{name}', 'Anna Hakobyan'))).toBeVisible();
    await expect(form.getByText(/^AR-\d{5}$/)).toBeVisible();
  });
}

test('field errors from the API appear next to the fields and nothing typed is lost', async ({ page }) => {
  const t = en.ApplicationForm;
  // The browser sends a valid application; on the way the name is emptied, so the real API answers 400.
  await page.route('**/api/v1/applications/create/', async (route) => {
    const body = route.request().postDataJSON();
    await route.continue({ postData: JSON.stringify({ ...body, name: '' }) });
  });
  await page.goto('/en/services/dentistry', { waitUntil: 'networkidle' });
  const form = page.locator('#application');
  await form.getByLabel(t.name).fill('Aram');
  await form.getByRole('textbox', { name: t.phone, exact: true }).fill('+374 91 234567');
  await form.getByLabel(t.message).fill('Tooth pain since Monday');
  await form.locator('#application-consent').check();
  const answered = page.waitForResponse('**/api/v1/applications/create/');
  await form.getByRole('button', { name: t.submit }).click();
  expect((await answered).status()).toBe(400);

  const name = form.getByLabel(t.name);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await name.getAttribute('aria-describedby'))!.split(' ');
  const errorTexts = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(errorTexts.join(' ').trim().length).toBeGreaterThan(0);
  await expect(name).toHaveValue('Aram');
  await expect(form.getByLabel(t.message)).toHaveValue('Tooth pain since Monday');
  await expect(form.getByRole('textbox', { name: t.phone, exact: true })).toHaveValue(/91/);
});

test('client-side validation shows translated messages next to the fields', async ({ page }) => {
  const t = ru.ApplicationForm;
  await page.goto('/ru/services/lab', { waitUntil: 'networkidle' });
  const form = page.locator('#application');
  await form.getByLabel(t.name).fill('Ив');
  await form.getByRole('button', { name: t.submit }).click();
  await expect(form.getByText(t.errors.phoneRequired)).toBeVisible();
  await expect(form.getByText(t.errors.consentRequired)).toBeVisible();
  await expect(form.getByText(t.errors.serviceRequired)).toHaveCount(0);
  await expect(form.getByLabel(t.name)).toHaveValue('Ив');
});

test('an application sent while the full confirmation’s code cannot arrive still shows the thanks and the reference', async ({ page }) => {
  const t = en.ApplicationForm;
  // The connection drops for that one file (the one that writes "what happens next"); everything else arrives.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('successUrgent')) await route.abort('internetdisconnected');
    else await route.fulfill({ response });
  });
  await page.goto('/en/services/dentistry');
  const form = page.locator('#application');
  await form.getByLabel(t.name).fill('Aram');
  await form.getByRole('textbox', { name: t.phone, exact: true }).fill('+374 91 234567');
  await form.locator('#application-consent').check();
  await form.getByRole('button', { name: t.submit }).click();

  await expect(form.getByRole('heading', { name: t.successTitle.replace('{name}', 'Aram') })).toBeFocused();
  await expect(form.getByText(/^AR-\d{5}$/)).toBeVisible();
  await expect(form.getByText(t.referenceHint)).toBeVisible();
  // The brief confirmation, not the error screen.
  await expect(form.getByText(t.nextTitle)).toHaveCount(0);
  await form.getByRole('button', { name: t.successAgain }).click();
  await expect(form.getByLabel(t.name)).toHaveValue('');
});

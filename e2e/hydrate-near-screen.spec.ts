import en from '../messages/en.json';
import { isHydrated, recordPosts } from './before-hydration';
import { expect, test } from './fixtures';

/**
 * The request and review forms sit below the first screen, and React hydrates them only once the visitor comes
 * near (lib/first-tap/hydrate-near-screen.tsx): loading the page costs none of their work. A visitor who goes
 * straight for the form (a call to action, Tab, a fast scroll and a tap) loses nothing.
 */

test.use({ viewport: { width: 390, height: 844 } });

for (const [name, path, form, scroll] of [
  ['request', '/en/services/ent', '#application form', 2_000],
  ['review', '/en/reviews', 'form[method="post"]', 1_200],
] as const) {
  test(`the ${name} form hydrates only once the visitor scrolls near it`, async ({ page }) => {
    await page.goto(path);
    // The rest of the page is interactive (the fixture waited for it); the form, far below, is not hydrated yet.
    await page.waitForTimeout(1_000);
    expect(await isHydrated(page, form)).toBe(false);

    await page.mouse.wheel(0, scroll);
    await expect.poll(() => isHydrated(page, form)).toBe(true);
  });
}

test('a visitor who types into the form and sends the moment it appears sends once, with everything typed', async ({ page }) => {
  const t = en.ApplicationForm;
  const sent = recordPosts(page, '/applications/create/');
  await page.goto('/en/services/ent');
  const form = page.locator('#application');
  // Each action scrolls the field into view and acts at once, without waiting for the form to hydrate.
  await form.getByLabel(t.name).fill('Anna Petrosyan');
  await form.getByRole('textbox', { name: t.phone, exact: true }).fill('+374 91 234567');
  await form.getByLabel(t.message).fill('Ear pain since Monday');
  await form.locator('#application-consent').check();
  await form.getByRole('button', { name: t.submit }).click();

  await expect(form.getByText(t.successTitle.replace('{name}', 'Anna Petrosyan'))).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1_000);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    name: 'Anna Petrosyan',
    phone: '+37491234567',
    service: 'ent',
    message: 'Ear pain since Monday',
    consent: true,
  });
});

test('a request form reached by keyboard alone hydrates as the focus enters it', async ({ page }) => {
  await page.goto('/en/services/ent');
  await page.waitForTimeout(1_000);
  expect(await isHydrated(page, '#application form')).toBe(false);
  // The last control before the form, then Tab into it: the browser scrolls the field into view.
  const name = page.locator('#application').getByLabel(en.ApplicationForm.name);
  await name.evaluate((field) => (field as HTMLInputElement).focus({ preventScroll: true }));
  await expect.poll(() => isHydrated(page, '#application form')).toBe(true);
  await page.keyboard.type('Anna');
  await expect(name).toHaveValue('Anna');
});

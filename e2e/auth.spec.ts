import fs from 'node:fs/promises';

import ru from '../messages/ru.json';
import { E2E_OTP_CODE } from '../playwright.config';
import { countSessionRequests, HOME, PREFIX, randomPhone, signInThroughDialog, TEXT, type E2eLocale } from './auth-helpers';
import { expect, test } from './fixtures';

test.describe('sign-in with a one-time code, the profile, and logout', () => {
  for (const locale of ['hy', 'ru', 'en'] as const satisfies readonly E2eLocale[]) {
    test(`[${locale}] from the guard to the profile, a PDF download, a reload, and out again`, async ({ page }) => {
      const t = TEXT[locale];

      // The guard: no session → the home page with the dialog open and a return path.
      await page.goto(`${PREFIX[locale]}/profile/1`);
      await expect(page.getByRole('dialog', { name: t.dialog })).toBeVisible();
      // The parameters leave the address bar once the dialog is open.
      await expect(page).toHaveURL((url) => url.pathname === HOME[locale] && url.search === '');

      const id = await signInThroughDialog(page, locale);

      // The profile: the client's name, appointments and documents.
      const main = page.getByRole('main');
      await expect(main.getByText(t.greeting)).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: t.appointments })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: t.documents })).toBeVisible();
      const downloads = main.getByRole('button', { name: new RegExp(`^${t.download}`) });
      await expect(downloads.first()).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: t.account })).toHaveAttribute(
        'href',
        `${PREFIX[locale]}/profile/${id}`,
      );

      // A document downloads as a PDF under its own name.
      const [download] = await Promise.all([page.waitForEvent('download'), downloads.first().click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const file = await fs.readFile((await download.path())!);
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // A reload keeps the client signed in: one silent renewal with the refresh cookie.
      const refreshes = countSessionRequests(page, 'refresh');
      await page.reload();
      await expect(main.getByText(t.greeting)).toBeVisible();
      await expect(downloads.first()).toBeVisible();
      expect(refreshes).toHaveLength(1);
      expect(page.url()).toMatch(new RegExp(`/profile/${id}$`));

      // Log out: home, the cookie is gone, and neither the back button nor the address bar reaches the profile.
      await main.getByRole('button', { name: t.logOut }).click();
      await expect(page).toHaveURL((url) => url.pathname === HOME[locale]);
      await expect(page.getByRole('banner').getByRole('button', { name: t.signIn })).toBeVisible();
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('refresh_token');

      await page.goBack();
      await expect(page.getByRole('dialog', { name: t.dialog })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === HOME[locale]);
      await expect(page.getByText(t.greeting)).toHaveCount(0);
      await expect(page.getByRole('button', { name: new RegExp(`^${t.download}`) })).toHaveCount(0);

      const direct = await page.goto(`${PREFIX[locale]}/profile/${id}`);
      expect(new URL(direct!.url()).pathname).toBe(HOME[locale]);
      await expect(page.getByRole('dialog', { name: t.dialog })).toBeVisible();
      await expect(page.getByText(t.greeting)).toHaveCount(0);
    });
  }
});

test.describe('the sign-in dialog in the browser', () => {
  test('signing in, logging out and signing in again with the same number needs no wait', async ({ page }) => {
    const phone = randomPhone();
    const t = TEXT.en;
    await page.goto('/en');
    const opener = page.getByRole('banner').getByRole('button', { name: t.signIn });
    await opener.click();
    const id = await signInThroughDialog(page, 'en', phone);
    await page.getByRole('main').getByRole('button', { name: t.logOut }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/en');

    // At once: the phone step again, and a new code (a fresh countdown), not "a code has already been sent".
    await opener.click();
    expect(await signInThroughDialog(page, 'en', phone)).toBe(id);
  });

  test('opens from the header, keeps Tab inside, closes on Esc and gives focus back', async ({ page }) => {
    await page.goto('/en/contacts');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Phone number')).toBeFocused();

    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a wrong code gets its own message, and the right one still signs in', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
    const phone = randomPhone();
    await dialog.getByLabel('Phone number').fill(phone.typed);
    await dialog.getByRole('button', { name: 'Get a code' }).click();
    const code = dialog.getByLabel('Code from the text message');
    await code.fill('000000');
    await expect(dialog.getByRole('alert')).toHaveText('That code is wrong. Check the text message and try again.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    // Pasting a whole message works; nothing blocks the paste.
    await code.focus();
    const message = `Arevik Clinic code: ${E2E_OTP_CODE.slice(0, 3)} ${E2E_OTP_CODE.slice(3)}`;
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, message);
    await page.waitForURL(/\/en\/profile\/\d+$/);
  });
});

test.describe('a sign-in dialog that cannot load', () => {
  const blocked = [
    { what: 'its texts', pattern: '**/messages/**', width: 390 },
    { what: 'its code', pattern: '**/_next/static/chunks/**', width: 1280 },
  ] as const;
  for (const { what, pattern, width } of blocked) {
    test(`says so by the header when ${what} cannot arrive, and opens on "Try again" (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/ru/contacts');
      // The connection drops once the page is up: nothing more of the dialog can arrive.
      await page.route(pattern, (route) => route.abort('internetdisconnected'));
      if (width < 1100) await page.getByRole('button', { name: ru.Nav.openMenu }).click();
      const opener = page.getByRole('banner').getByRole('button', { name: ru.Auth.signIn });
      await opener.click();
      const alert = page.getByRole('banner').getByRole('alert');
      await expect(alert).toHaveText(`${ru.Auth.signInFailed} ${ru.Common.retry}`);
      // Where the visitor looks: on screen, not scrolled away inside the mobile menu.
      await expect(alert).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.unrouteAll();
      await alert.getByRole('button', { name: ru.Common.retry }).click();
      const dialog = page.getByRole('dialog', { name: ru.Auth.dialogTitle });
      await expect(dialog).toBeVisible();
      await expect(alert).toHaveCount(0);
      // Escape closes the dialog only; in the mobile menu, the next Escape closes the menu.
      await page.keyboard.press('Escape');
      await expect(opener).toBeFocused();
      if (width < 1100) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: ru.Nav.openMenu })).toBeFocused();
        await expect(opener).toBeHidden();
      }
    });
  }

  test("reloads the page instead when a newer build is live: the dialog's code went with the old one", async ({ page }) => {
    await page.goto('/ru/contacts');
    await page.route('**/_next/static/chunks/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.route('**/build-id', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await page.getByRole('banner').getByRole('button', { name: ru.Auth.signIn }).click();
    expect((await reloaded).url()).toMatch(/\/ru\/contacts$/);
    await expect(page.getByRole('banner').getByRole('alert')).toHaveCount(0);
  });
});

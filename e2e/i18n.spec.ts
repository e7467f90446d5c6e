import { expect, test } from './fixtures';

const HOME = [
  { path: '/', lang: 'hy-AM', nav: 'Ծառայություններ' },
  { path: '/ru', lang: 'ru-RU', nav: 'Услуги' },
  { path: '/en', lang: 'en-US', nav: 'Services' },
];

test.describe('languages', () => {
  for (const { path, lang, nav } of HOME) {
    test(`${path} is in ${lang}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation').first()).toContainText(nav);
    });
  }

  test('the switcher keeps the page and remembers the choice for 365 days', async ({ page, context }) => {
    await page.goto('/en/services/ent');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/services\/ent$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('ru');
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });

  test('choosing Armenian after Russian is not bounced back to Russian', async ({ page }) => {
    await page.goto('/ru/contacts');
    await page.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: 'Հայերեն' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/contacts$/);
    await page.goto('/news');
    await expect(page).toHaveURL(/localhost:\d+\/news$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hy-AM');
  });
});

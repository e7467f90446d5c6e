import { expect, test } from './fixtures';

test('the app height follows the window height and updates on resize, with no script of its own', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/en/contacts');
  const bodyMinHeight = () => page.evaluate(() => getComputedStyle(document.body).minHeight);
  await expect.poll(bodyMinHeight).toBe('700px');
  await page.setViewportSize({ width: 390, height: 520 });
  await expect.poll(bodyMinHeight).toBe('520px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(bodyMinHeight).toBe('900px');
});

test('on a 1280 px desktop the main navigation is one row of links in every language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const navigations = { '/': 'Հիմնական նավիգացիա', '/ru': 'Основная навигация', '/en': 'Main navigation' };
  for (const [home, name] of Object.entries(navigations)) {
    await page.goto(home);
    await page.evaluate(() => document.fonts.ready);
    const links = page.getByRole('banner').getByRole('navigation', { name }).locator(':scope > ul > li');
    await expect(links).toHaveCount(9);
    const tops = await links.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${home}: rows of the navigation (tops ${tops.join(', ')})`).toBe(1);
  }
});

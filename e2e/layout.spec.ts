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

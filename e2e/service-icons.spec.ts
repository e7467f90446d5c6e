import { expect, test } from './fixtures';

/**
 * The services' line drawings are the cells of one image (features/services/components/service-icon.module.css):
 * the browser builds an SVG document for every image a page's style names, before the page's first paint, so a
 * list of services names one image, and each service still shows its own drawing.
 */
test('each service shows its own drawing, all cut from one image', async ({ page }) => {
  await page.goto('/en/services');
  const icons = page.locator('main [data-service]');
  await expect(icons).toHaveCount(7);
  const images = await icons.evaluateAll((elements) =>
    elements.map((element) => getComputedStyle(element, '::before').getPropertyValue('mask-image')),
  );
  expect(images[0]).toMatch(/^url\("data:image\/svg\+xml,/);
  expect(new Set(images).size).toBe(1);

  const drawings = new Set<string>();
  for (let index = 0; index < 7; index += 1) drawings.add((await icons.nth(index).screenshot()).toString('base64'));
  expect(drawings.size).toBe(7);
});

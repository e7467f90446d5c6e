import en from '../messages/en.json';
import { API_URL, expect, hydratingNavigations, test } from './fixtures';

interface Item {
  id: number;
  title: string;
  category: { title: string };
}

async function galleryItems(request: import('@playwright/test').APIRequestContext, locale: string): Promise<Item[]> {
  const response = await request.get(`${API_URL}/gallery/`, { headers: { 'Accept-Language': locale } });
  return (await response.json()).data.items;
}

test.describe('gallery viewer', () => {
  test('opens from a deep link, moves with the arrow keys and closes with Esc, returning focus', async ({ page, request }) => {
    const items = await galleryItems(request, 'ru');
    const [, second, third] = items;
    await page.goto(`/ru/gallery?item=${second.id}`);

    const viewer = page.getByRole('dialog', { name: second.title });
    await expect(viewer).toBeVisible();
    // A native modal: the page behind it is inert (no click, no focus, hidden from assistive technology).
    expect(await viewer.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await expect(page.getByRole('button', { name: 'Закрыть' })).toBeFocused();
    await expect(viewer.getByText(`2 из ${items.length}`)).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: third.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/ru/gallery\\?item=${third.id}$`));

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Закрыть' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/ru\/gallery$/);
    await expect(page.getByRole('link', { name: `${third.title} ${third.category.title}` })).toBeFocused();
  });

  test('a tile opens the viewer in place; Back on the browser is not needed to close it', async ({ page, request }) => {
    const items = await galleryItems(request, 'hy');
    await page.goto('/gallery');
    const tile = page.getByRole('link', { name: new RegExp(items[5].title) });
    await expect(tile).toHaveAttribute('href', `?item=${items[5].id}`);
    await tile.click();
    await expect(page.getByRole('dialog', { name: items[5].title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`item=${items[5].id}`));
    await page.getByRole('button', { name: 'Հաջորդը' }).click();
    await expect(page.getByRole('dialog', { name: items[6].title })).toBeVisible();
    await page.getByRole('button', { name: 'Փակել' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(items[6].title) })).toBeFocused();
  });

  test('swipes move between photos on a touch screen', async ({ browser, request }) => {
    const items = await galleryItems(request, 'en');
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const page = hydratingNavigations(await context.newPage());
    await page.goto(`/en/gallery?item=${items[0].id}`);
    const figure = page.getByRole('dialog').locator('figure');
    await expect(page.getByRole('dialog', { name: items[0].title })).toBeVisible();
    await figure.evaluate((element) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 300 });
      element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(320)], changedTouches: [touch(320)] }));
      element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(80)] }));
    });
    await expect(page.getByRole('dialog', { name: items[1].title })).toBeVisible();
    await context.close();
  });
});

test.describe('a viewer whose code cannot arrive', () => {
  const openers = [
    { where: 'the gallery', path: '/en/gallery', opener: 'a[data-gallery-item]' },
    { where: "the clinic's certificates", path: '/en/about-us', opener: 'button[data-certificate]' },
  ] as const;
  for (const { where, path, opener } of openers) {
    test(`${where}: the page stays, a notice offers Try again and Close, and Try again opens the viewer`, async ({ page }) => {
      await page.goto(path);
      // The connection drops once the page is up: the viewer's code cannot arrive.
      await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
      const picture = page.locator(opener).first();
      await picture.click();
      const notice = page.getByRole('alert').filter({ hasText: en.Gallery.loadFailed });
      await expect(notice).toBeVisible();
      // Not the error screen: the pictures are still there.
      await expect(picture).toBeVisible();
      const retry = page.getByRole('button', { name: en.Gallery.retry });
      await expect(retry).toBeFocused();
      await expect(retry).toBeInViewport();

      // Close gives focus back to the picture; opening it again tries again.
      await page.getByRole('button', { name: en.Gallery.close }).click();
      await expect(notice).toHaveCount(0);
      await expect(picture).toBeFocused();
      await picture.click();
      await expect(retry).toBeFocused();

      await page.unrouteAll();
      await retry.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(notice).toHaveCount(0);
    });
  }
});

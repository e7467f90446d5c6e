import { API_URL, expect, test } from './fixtures';

interface Testimonial {
  id: number;
  author: string;
  text: string;
}

test.describe('reviews', () => {
  test('the first page is in the HTML; "Show more" appends the next page and moves focus to it', async ({ page, request }) => {
    const [first, second] = await Promise.all(
      [1, 2].map(async (n) => {
        const response = await request.get(`${API_URL}/testimonials/?page=${n}&pageSize=6`, { headers: { 'Accept-Language': 'en' } });
        return (await response.json()).data.items as Testimonial[];
      }),
    );
    await page.goto('/en/reviews');
    const list = page.getByRole('region', { name: 'Patient reviews' });
    await expect(list.getByText(first[0].text)).toBeVisible();
    await expect(list.getByText(second[0].text)).toHaveCount(0);
    await list.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(list.getByText(second[0].text)).toBeVisible();
    await expect(page.locator(':focus')).toContainText(second[0].author);
    await expect(list.getByRole('status')).toHaveText(`${second.length} more reviews shown`);
  });

  test('the form checks fields, then thanks the visitor: the review waits for moderation', async ({ page }) => {
    await page.goto('/ru/reviews');
    const form = page.getByRole('region', { name: 'Оставить отзыв' });
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(form.getByText('Пожалуйста, исправьте отмеченные поля.')).toBeVisible();
    await expect(form.getByLabel('Ваше имя')).toBeFocused();

    await form.getByLabel('Ваше имя').fill('Карен М.');
    await form.locator('label', { hasText: '5 звёзд' }).click();
    await form.getByLabel('Ваш отзыв').fill('Быстро приняли, всё объяснили, анализы пришли в личный кабинет в тот же день.');
    await form.getByLabel(/Соглашаюсь на публикацию/).check();
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(form.getByRole('heading', { name: 'Спасибо за отзыв!' })).toBeFocused();
    await expect(form.getByText('Он появится на сайте после модерации.')).toBeVisible();
  });

  test('field errors from the API (400) appear under the fields in the page language, input kept', async ({ page }) => {
    await page.route('**/api/v1/testimonials/create/', async (route) => {
      const locale = route.request().headers()['accept-language'];
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': new URL(page.url()).origin, 'Access-Control-Allow-Credentials': 'true' },
        body: JSON.stringify({
          error: {
            code: 'validation',
            message: locale === 'hy' ? 'Ստուգեք լրացված դաշտերը' : 'Please check the highlighted fields',
            fields: { author: [locale === 'hy' ? 'Նվազագույնը 3 նիշ' : 'At least 3 characters'] },
          },
        }),
      });
    });
    await page.goto('/reviews');
    const form = page.getByRole('region', { name: 'Թողնել կարծիք' });
    await form.getByLabel('Ձեր անունը').fill('Ան');
    await form.locator('label', { hasText: '4 աստղ' }).click();
    await form.getByLabel('Ձեր կարծիքը').fill('Շատ ուշադիր բժիշկ, ամեն ինչ մանրամասն բացատրեց։');
    await form.getByLabel(/Համաձայն եմ/).check();
    await form.getByRole('button', { name: 'Ուղարկել կարծիքը' }).click();
    await expect(form.getByText('Նվազագույնը 3 նիշ')).toBeVisible();
    await expect(form.getByLabel('Ձեր անունը')).toBeFocused();
    await expect(form.getByLabel('Ձեր անունը')).toHaveValue('Ան');
    await expect(form.getByLabel('Ձեր կարծիքը')).toHaveValue('Շատ ուշադիր բժիշկ, ամեն ինչ մանրամասն բացատրեց։');
  });
});

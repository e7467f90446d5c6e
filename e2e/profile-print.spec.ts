import { signInViaSite, TEXT } from './auth-helpers';
import { API_URL, expect, test } from './fixtures';

test('the printed profile keeps every appointment and document line, without header, footer, buttons or backgrounds', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const client = await signInViaSite(context, baseURL!);
  const [appointments, documents] = await Promise.all(
    ['/clients/appointments/', '/clients/documents/'].map(async (path) => {
      const response = await request.get(`${API_URL}${path}`, {
        headers: { Authorization: `Bearer ${client.access}`, 'Accept-Language': 'en' },
      });
      expect(response.status()).toBe(200);
      return (await response.json()).data.items as Array<{ title?: string; serviceTitle?: string }>;
    }),
  );
  expect(appointments.length).toBeGreaterThan(0);
  expect(documents.length).toBeGreaterThan(0);

  await page.goto(`/en/profile/${client.sub}`);
  const appointmentList = page.getByRole('region', { name: TEXT.en.appointments }).getByRole('listitem');
  const documentList = page.getByRole('region', { name: TEXT.en.documents }).getByRole('listitem');
  await expect(appointmentList).toHaveCount(appointments.length);
  await expect(documentList).toHaveCount(documents.length);
  // On screen: the site's frame and the controls are there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: TEXT.en.logOut })).toBeVisible();

  await page.emulateMedia({ media: 'print' });

  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(appointmentList).toHaveCount(appointments.length);
  await expect(documentList).toHaveCount(documents.length);
  for (const item of await appointmentList.all()) await expect(item).toBeVisible();
  for (const document of documents) await expect(page.getByRole('main').getByText(document.title!, { exact: true }).first()).toBeVisible();

  const painted = await page.evaluate(() =>
    [document.documentElement, document.body, ...document.body.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.display !== 'none' && (style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none');
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`),
  );
  expect(painted).toEqual([]);
});

/**
 * The README's first command, as a newcomer runs it: `npm run dev` from the checkout, the site with the
 * built-in demo API, a sign-in with a one-time code, then Ctrl-C (SIGINT to the process group) stops both.
 */
import net from 'node:net';

import { E2E_OTP_CODE } from '../playwright.config';
import { portsOf, startDevSite, type Running } from '../scripts/processes';
import { signInThroughDialog, TEXT } from './auth-helpers';
import { expect, test } from './fixtures';

const { site: SITE_PORT, api: API_PORT } = portsOf('dev');
const ORIGIN = `http://localhost:${SITE_PORT}`;

let dev: Running;

function portAnswers(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
  });
}

async function waitForPage(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
    if (response.status !== 500 || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// Its own process group, as a terminal gives it: Ctrl-C reaches the whole group.
test.beforeAll(async () => {
  dev = await startDevSite(
    SITE_PORT,
    {
      DEMO_API_PORT: String(API_PORT),
      DEMO_OTP_CODE: E2E_OTP_CODE,
      NEXT_DIST_DIR: '.next-e2e-dev',
      API_URL: '',
      SITE_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    2 * 60_000,
  );
});

test.afterAll(async () => {
  await dev?.stop();
});

test('npm run dev serves the site with the demo API, signs a client in, and stops on Ctrl-C', async ({ page }) => {
  // `/` in Armenian, rendered on the server, within two minutes of the command (startDevSite waits that long).
  const home = await waitForPage(`${ORIGIN}/`, 60_000);
  expect(home.status).toBe(200);
  const html = await home.text();
  expect(html).toContain('lang="hy-AM"');
  expect(html).toContain(TEXT.hy.signIn);
  expect(dev.output()).toContain('DEMO MODE');

  const contacts = await waitForPage(`${ORIGIN}/en/contacts`, 60_000);
  expect(contacts.status).toBe(200);

  // The demo API answers, on loopback only.
  const doctors = await fetch(`http://127.0.0.1:${API_PORT}/api/v1/doctors/`);
  expect(doctors.status).toBe(200);
  expect((await doctors.json()).data).toBeTruthy();

  // A one-time-code sign-in against the dev server.
  await page.goto(`${ORIGIN}/en`);
  await page.getByRole('banner').getByRole('button', { name: TEXT.en.signIn }).click();
  const id = await signInThroughDialog(page, 'en');
  await expect(page.getByRole('main').getByText(TEXT.en.greeting)).toBeVisible();
  expect(id).toMatch(/^\d+$/);
  await page.close();

  // Ctrl-C: SIGINT to the process group stops the site and the demo API together.
  dev.signal('SIGINT');
  await dev.exited;
  await expect.poll(() => portAnswers(SITE_PORT, '127.0.0.1'), { timeout: 10_000 }).toBe(false);
  await expect.poll(() => portAnswers(SITE_PORT, '::1'), { timeout: 10_000 }).toBe(false);
  await expect.poll(() => portAnswers(API_PORT, '127.0.0.1'), { timeout: 10_000 }).toBe(false);
});

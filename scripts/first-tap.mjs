#!/usr/bin/env node
/**
 * `node scripts/first-tap.mjs [site origin]`: does a tap at the first paint act? For each control visible at the
 * first paint, a fresh Chromium page is opened, and at the moment the first contentful paint is reported a real
 * mouse click lands on the control's centre; then up to 8 s for what the visitor wanted (a dialog, a list, a
 * page, a cookie). Each case runs unthrottled and with 4× CPU + slow 4G (Lighthouse's mobile preset: 150 ms
 * RTT, 1.6 Mbps down, 750 kbps up). Prints a Markdown table: FCP, when React had hydrated the page's buttons,
 * and "acted" or "lost". The origin defaults to http://localhost:3000 (a production build, `npm start`).
 */
import { chromium } from '@playwright/test';

const origin = (process.argv[2] || process.env.SITE_ORIGIN || 'http://localhost:3000').replace(/\/$/, '');
const WAIT_MS = 8_000;

/** page, viewport, the control (a locator maker) and what shows the tap acted. */
const CASES = [
  {
    control: 'Sign in',
    path: '/en',
    width: 1280,
    target: (page) => page.getByRole('banner').getByRole('button', { name: 'Sign in' }),
    acted: (page) => page.getByRole('dialog').waitFor({ timeout: WAIT_MS }),
  },
  {
    control: 'Sign in',
    path: '/en/doctors',
    width: 1280,
    target: (page) => page.getByRole('banner').getByRole('button', { name: 'Sign in' }),
    acted: (page) => page.getByRole('dialog').waitFor({ timeout: WAIT_MS }),
  },
  {
    control: 'Menu',
    path: '/en',
    width: 390,
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    acted: (page) => page.locator('header button[aria-expanded="true"]').waitFor({ timeout: WAIT_MS }),
  },
  {
    control: 'Book (link)',
    path: '/en/services/ent',
    width: 390,
    target: (page) => page.getByRole('main').getByRole('link', { name: /^Book/ }).first(),
    acted: (page, before) => page.waitForURL((url) => url.href !== before, { timeout: WAIT_MS }),
  },
  {
    control: 'Language (RU)',
    path: '/en/contacts',
    width: 1280,
    target: (page) => page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Русский' }),
    acted: async (page) => {
      await page.waitForURL(/\/ru\/contacts$/, { timeout: WAIT_MS });
      if ((await page.context().cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value !== 'ru') throw new Error('no cookie');
    },
  },
  {
    control: 'Phone country',
    path: '/en/services/ent',
    width: 390,
    target: (page) => page.locator('#application button[aria-haspopup="listbox"]'),
    acted: (page) => page.getByRole('listbox').waitFor({ timeout: WAIT_MS }),
  },
  {
    control: 'Send request',
    path: '/en/services/ent',
    width: 1280,
    target: (page) => page.locator('#application button[type="submit"]'),
    acted: (page) => page.locator('#application [aria-invalid="true"]').first().waitFor({ timeout: WAIT_MS }),
  },
  {
    control: 'Certificate',
    path: '/en/about-us',
    width: 390,
    target: (page) => page.locator('button[data-certificate]').first(),
    acted: (page) => page.getByRole('dialog').waitFor({ timeout: WAIT_MS }),
  },
  {
    control: 'Gallery photo',
    path: '/en/gallery',
    width: 1280,
    target: (page) => page.locator('a[data-gallery-item]').first(),
    acted: (page) => page.getByRole('dialog').waitFor({ timeout: WAIT_MS }),
  },
  {
    control: 'Show map',
    path: '/en/contacts',
    width: 1280,
    target: (page) => page.getByRole('button', { name: 'Show map' }),
    acted: (page) => page.getByRole('button', { name: 'Show map' }).waitFor({ state: 'detached', timeout: WAIT_MS }),
  },
];

const THROTTLING = [
  { name: 'none', apply: async () => {} },
  {
    name: '4× CPU, slow 4G',
    apply: async (cdp) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    },
  },
];

/** Records the first contentful paint and the first moment a button carries React's props (hydrated). */
function observe() {
  window.__tap = { fcp: null, hydrated: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__tap.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const poll = setInterval(() => {
    const button = document.querySelector('button');
    if (button && Object.keys(button).some((key) => key.startsWith('__reactProps$'))) {
      window.__tap.hydrated = performance.now();
      clearInterval(poll);
    }
  }, 5);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const rows = [];
for (const throttling of THROTTLING) {
  for (const item of CASES) {
    const context = await browser.newContext({ viewport: { width: item.width, height: 800 }, locale: 'en-US' });
    // Google is never reached: its script is answered with an error (the map's "asked for" is what counts).
    await context.route(/^https:\/\/[^/]*(googleapis|gstatic)\.com\//, (route) => route.fulfill({ status: 503, body: '' }));
    const page = await context.newPage();
    await throttling.apply(await context.newCDPSession(page));
    await page.addInitScript(observe);
    const url = `${origin}${item.path}`;
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__tap?.fcp !== null, null, { timeout: 30_000 });
    let result = 'lost';
    let tappedAt = null;
    try {
      // A control below the fold is scrolled to first, as a person does.
      await item.target(page).scrollIntoViewIfNeeded({ timeout: 15_000 });
      const box = await item.target(page).boundingBox({ timeout: 15_000 });
      if (!box) throw new Error('not visible at the first paint');
      tappedAt = await page.evaluate(() => performance.now());
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await item.acted(page, url);
      result = 'acted';
    } catch (error) {
      result = `lost (${String(error.message).split('\n')[0].slice(0, 40)})`;
    }
    const timing = await page.evaluate(() => window.__tap).catch(() => null);
    rows.push({ ...item, throttling: throttling.name, result, tappedAt, fcp: timing?.fcp, hydrated: timing?.hydrated });
    await context.close();
  }
}
await browser.close();

const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)} ms`);
// "before hydration": the tap landed before React had hydrated the page's first button, so only the capture could act.
const early = (row) =>
  row.tappedAt !== null && (row.hydrated === null || row.hydrated === undefined || row.tappedAt < row.hydrated) ? 'yes' : 'no';
console.log('| control | page | width | throttling | FCP | tap | hydrated | tap before hydration | result |');
console.log('|---|---|---:|---|---:|---:|---:|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.control} | \`${row.path}\` | ${row.width} | ${row.throttling} | ${ms(row.fcp)} | ${ms(row.tappedAt)} | ${ms(row.hydrated)} | ${early(row)} | ${row.result} |`,
  );
}
const lost = rows.filter((row) => !row.result.startsWith('acted')).length;
console.log(`\n${rows.length - lost} of ${rows.length} taps acted; ${lost} lost.`);

#!/usr/bin/env node
/**
 * `node scripts/first-tap.mjs [site origin]`: does a tap at the first paint act? Every control of the issue's list
 * (sign in, book, language switcher, phone country picker, form submit, gallery and certificate viewers, the map's
 * "Show map") is tried at 390 and 1280 px, unthrottled and with 4× CPU + slow 4G (Lighthouse's mobile preset:
 * 150 ms RTT, 1.6 Mbps down, 750 kbps up). For each, a fresh Chromium page is opened, and at the moment the first
 * contentful paint is reported a real mouse click lands on the control's centre (at 390 px, a control that lives
 * in the menu is reached as a person does: a tap on the menu at the first paint, then one on the control as soon
 * as it shows); then up to 8 s for what the visitor wanted (a dialog, a list, a page, a cookie).
 *
 * Besides "acted" or "lost", each row says when the page's scripts had arrived (the last of the document's own
 * scripts to finish loading before the tapped control was hydrated), when React handled the tapped control, and
 * when a tap made before that was replayed (lib/first-tap/replay.ts leaves a performance mark). "Interactive after
 * the scripts" is the replay (or, for a tap React took itself, the control's hydration) less the scripts' arrival.
 *
 * Prints Markdown: the table, the count of lost taps and the medians. The origin defaults to
 * http://localhost:3000 (a production build, `npm start`).
 */
import { chromium } from '@playwright/test';

const origin = (process.argv[2] || process.env.SITE_ORIGIN || 'http://localhost:3000').replace(/\/$/, '');
const WAIT_MS = 8_000;
/** The mark the replay leaves (REPLAY_MARK in lib/first-tap/replay.ts). */
const REPLAY_MARK = 'first-tap-replay';

const inHeader = (name) => (page) => page.getByRole('banner').getByRole('button', { name });
const openMenu = (page) => page.getByRole('button', { name: 'Open menu' });
/** The element of the first tap, found in the page (a CSS selector, and its text where that is needed). */
const MENU = { selector: 'header button[aria-controls]' };

/**
 * Each control: its page, the taps that reach it at each width (the first one at the first paint) and what shows
 * the tap acted.
 */
const CONTROLS = [
  {
    control: 'Sign in',
    path: '/en/doctors',
    taps: (width) => (width < 1100 ? [openMenu, inHeader('Sign in')] : [inHeader('Sign in')]),
    first: (width) => (width < 1100 ? MENU : { selector: 'header button[aria-haspopup="dialog"]' }),
    acted: (page) => page.getByRole('dialog').waitFor({ timeout: WAIT_MS }),
  },
  {
    control: 'Book (link)',
    link: true,
    path: '/en/services/ent',
    taps: () => [(page) => page.getByRole('main').getByRole('link', { name: /^Book/ }).first()],
    first: () => null,
    acted: (page, before) => page.waitForURL((url) => url.href !== before, { timeout: WAIT_MS }),
  },
  {
    control: 'Language (RU)',
    link: true,
    path: '/en/contacts',
    taps: (width) => {
      const russian = (page) => page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Русский' });
      return width < 1100 ? [openMenu, russian] : [russian];
    },
    first: (width) => (width < 1100 ? MENU : null),
    acted: async (page) => {
      await page.waitForURL(/\/ru\/contacts$/, { timeout: WAIT_MS });
      if ((await page.context().cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value !== 'ru') throw new Error('no cookie');
    },
  },
  {
    control: 'Phone country',
    path: '/en/services/ent',
    taps: () => [(page) => page.locator('#application button[aria-haspopup="listbox"]')],
    first: () => ({ selector: '#application button[aria-haspopup="listbox"]' }),
    acted: (page) => page.getByRole('listbox').waitFor({ timeout: WAIT_MS }),
  },
  {
    control: 'Send request',
    path: '/en/services/ent',
    taps: () => [(page) => page.locator('#application button[type="submit"]')],
    first: () => ({ selector: '#application button[type="submit"]' }),
    // An empty form was sent: its field errors show.
    acted: (page) => page.locator('#application [aria-invalid="true"]').first().waitFor({ timeout: WAIT_MS }),
  },
  {
    control: 'Certificate',
    path: '/en/about-us',
    taps: () => [(page) => page.locator('button[data-certificate]').first()],
    first: () => ({ selector: 'button[data-certificate]' }),
    acted: (page) => page.getByRole('dialog').waitFor({ timeout: WAIT_MS }),
  },
  {
    control: 'Gallery photo',
    path: '/en/gallery',
    taps: () => [(page) => page.locator('a[data-gallery-item]').first()],
    first: () => ({ selector: 'a[data-gallery-item]' }),
    // Open in place: the same document (a page loaded again would start a new record) with the photo's address.
    acted: async (page) => {
      await page.getByRole('dialog').waitFor({ timeout: WAIT_MS });
      if ((await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '')).includes('item=')) {
        throw new Error('the page was loaded again');
      }
      if (!/[?&]item=\d+/.test(page.url())) throw new Error('no item in the address');
    },
  },
  {
    control: 'Show map',
    path: '/en/contacts',
    taps: () => [(page) => page.getByRole('button', { name: 'Show map' })],
    first: () => ({ selector: 'button', text: 'Show map' }),
    // Google's script is answered with an error: the map was asked for, and the button made way for it.
    acted: (page) => page.getByRole('button', { name: 'Show map' }).waitFor({ state: 'detached', timeout: WAIT_MS }),
  },
];
const WIDTHS = [390, 1280];

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

/**
 * In the page, from its start: the first contentful paint, and when React handles the control of the first tap
 * (its props on the node, polled every 5 ms; `first` is null for a link, which needs no script).
 */
function observe(first) {
  window.__tap = { fcp: null, handled: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__tap.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  if (!first) return;
  const poll = () => {
    const control = [...document.querySelectorAll(first.selector)].find(
      (element) => !first.text || element.textContent.trim() === first.text,
    );
    if (control && Object.keys(control).some((key) => key.startsWith('__reactProps$'))) window.__tap.handled = performance.now();
    else setTimeout(poll, 5);
  };
  poll();
}

/** In the page: when the document's own scripts had arrived (before `until`), and the first replay. */
function timings([until, mark]) {
  const own = new Set([...document.querySelectorAll('script[src]')].map((script) => script.src));
  const arrived = performance
    .getEntriesByType('resource')
    .filter((entry) => own.has(entry.name) && (until === null || entry.responseEnd <= until))
    .map((entry) => entry.responseEnd);
  const replay = performance.getEntriesByName(mark)[0];
  return { scripts: arrived.length ? Math.max(...arrived) : null, replayed: replay ? replay.startTime : null };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const rows = [];
for (const throttling of THROTTLING) {
  for (const width of WIDTHS) {
    for (const item of CONTROLS) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'en-US' });
      await context.route(/^https:\/\/[^/]*(googleapis|gstatic)\.com\//, (route) => route.fulfill({ status: 503, body: '' }));
      const page = await context.newPage();
      await throttling.apply(await context.newCDPSession(page));
      await page.addInitScript(observe, item.first(width));
      const url = `${origin}${item.path}`;
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__tap?.fcp !== null, null, { timeout: 30_000 });
      let result;
      let tappedAt = null;
      let measured = null;
      // What the page measured, read before a link leaves it.
      const measure = async () => {
        const state = await page.evaluate(() => window.__tap).catch(() => null);
        return { ...state, ...(await page.evaluate(timings, [state?.handled ?? null, REPLAY_MARK]).catch(() => ({}))) };
      };
      try {
        const taps = item.taps(width);
        for (const [index, target] of taps.entries()) {
          // A control below the fold is scrolled to first, as a person does; one in the menu waits for it to open.
          await target(page).scrollIntoViewIfNeeded({ timeout: index === 0 ? 15_000 : WAIT_MS });
          const box = await target(page).boundingBox({ timeout: 15_000 });
          if (!box) throw new Error('not visible');
          const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
          if (index === 0) tappedAt = await page.evaluate(() => performance.now());
          if (item.link && index === taps.length - 1) measured = await measure();
          await page.mouse.click(x, y);
        }
        await item.acted(page, url);
        // Still so a moment later: a tap acted on once, not once by React and once more by the replay.
        if (!item.link) {
          await page.waitForTimeout(1_500);
          await item.acted(page, url);
        }
        result = 'acted';
      } catch (error) {
        result = `lost (${String(error.message).split('\n')[0].slice(0, 60)})`;
      }
      rows.push({ ...item, width, throttling: throttling.name, result, tappedAt, ...(measured ?? (await measure())) });
      await context.close();
    }
  }
}
await browser.close();

const none = (value) => value === null || value === undefined;
const ms = (value) => (none(value) ? '—' : `${Math.round(value)} ms`);
const early = (row) => !none(row.tappedAt) && (none(row.handled) || row.tappedAt < row.handled);
/**
 * A tap before hydration acts at its replay, or where React hydrated that part during the tap and took it itself,
 * when React handled the control; so does one after hydration. A link acts by itself.
 */
const interactiveAfterScripts = (row) => {
  if (row.link && none(row.handled)) return null;
  if (none(row.scripts)) return null;
  const at = early(row) && !none(row.replayed) ? row.replayed : row.handled;
  return none(at) ? null : at - row.scripts;
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

console.log(
  '| control | page | width | throttling | FCP | tap | scripts arrived | control hydrated | replayed | interactive after the scripts | result |',
);
console.log('|---|---|---:|---|---:|---:|---:|---:|---:|---:|---|');
for (const row of rows) {
  const replay =
    row.link && none(row.handled)
      ? 'a link: acts by itself'
      : !early(row)
        ? 'not needed'
        : none(row.replayed)
          ? 'taken by React as it hydrated'
          : ms(row.replayed);
  console.log(
    `| ${row.control} | \`${row.path}\` | ${row.width} | ${row.throttling} | ${ms(row.fcp)} | ${ms(row.tappedAt)} | ${ms(row.scripts)} | ${ms(row.handled)} | ${replay} | ${ms(interactiveAfterScripts(row))} | ${row.result} |`,
  );
}
const lost = rows.filter((row) => row.result !== 'acted').length;
console.log(`\n${rows.length - lost} of ${rows.length} taps acted; ${lost} lost.`);
for (const throttling of THROTTLING) {
  const values = rows
    .filter((row) => row.throttling === throttling.name)
    .map(interactiveAfterScripts)
    .filter((value) => value !== null);
  if (values.length)
    console.log(
      `\nInteractive after the scripts arrived, ${throttling.name}: median ${Math.round(median(values))} ms, ` +
        `largest ${Math.round(Math.max(...values))} ms (${values.length} taps).`,
    );
}

#!/usr/bin/env node
/**
 * `node scripts/inp.mjs [site origin]`: the responsiveness of the interactions the browser tests perform, under 4×
 * CPU slowdown (Chrome DevTools Protocol, as Lighthouse's mobile preset; the network is not throttled, so the
 * numbers are the page's own work). Each scenario opens a fresh page, waits until it is interactive, and performs
 * its steps as a person does (real mouse clicks and key presses). The browser's Event Timing API (the source the
 * `web-vitals` library computes INP from) gives every interaction's latency: from the input to the next frame
 * painted after its handlers. A step reports its slowest interaction; a page's INP is its slowest interaction
 * (fewer than 50 interactions per page here). The goal: every interaction ≤ 200 ms.
 *
 * `INP_ONLY=<text>` runs only the scenarios whose name contains it; `INP_PROFILE=1` also prints to stderr, per step,
 * where its main-thread time went (scripts/inp-profile.mjs); `INP_PROFILE_DIR=<folder>` keeps each step's trace and
 * CPU profile there for DevTools.
 *
 * Prints Markdown. The origin defaults to http://localhost:3000 (a production build with the demo API, `npm start`
 * with DEMO_IN_PRODUCTION=1 and DEMO_OTP_CODE, as the browser tests run it); DEMO_API (default
 * http://127.0.0.1:4110/api/v1) and DEMO_OTP_CODE (default 246810) name that API, for the signed-in steps.
 */
import { chromium } from '@playwright/test';

import { startProfile } from './inp-profile.mjs';

const origin = (process.argv[2] || process.env.SITE_ORIGIN || 'http://localhost:3000').replace(/\/$/, '');
const demoApi = process.env.DEMO_API || 'http://127.0.0.1:4110/api/v1';
const otpCode = process.env.DEMO_OTP_CODE || '246810';
const CPU_SLOWDOWN = 4;
const GOAL_MS = 200;
/** Each scenario runs this many times; a step reports the median of its slowest interaction. */
const RUNS = Number(process.env.INP_RUNS || 3);
const ONLY = process.env.INP_ONLY || '';
const PROFILE = process.env.INP_PROFILE === '1' || Boolean(process.env.INP_PROFILE_DIR);
/** Where the profiles are kept, one trace and one CPU profile per step and run (none kept when unset). */
const PROFILE_DIR = process.env.INP_PROFILE_DIR || '';

const randomPhone = () => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

/** Clicks a locator's centre with the mouse, as a tap does (not a synthetic click). */
async function tap(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
const type = (page, text) => page.keyboard.type(text, { delay: 60 });

const SCENARIOS = [
  {
    name: 'Menu',
    path: '/en',
    width: 390,
    steps: [
      ['open the menu', (page) => tap(page.getByRole('button', { name: 'Open menu' }))],
      ['open "Services" in it', (page) => tap(page.getByRole('banner').getByRole('button', { name: 'Services' }))],
      ['close the menu', (page) => tap(page.getByRole('button', { name: 'Close menu' }))],
    ],
  },
  {
    name: 'Sign in',
    path: '/en',
    width: 1280,
    steps: [
      ['open the sign-in dialog', (page) => tap(page.getByRole('banner').getByRole('button', { name: 'Sign in' }))],
      ['type the phone number', (page) => type(page, `+374 91 ${randomPhone()}`)],
      ['ask for a code', (page) => tap(page.getByRole('dialog').getByRole('button', { name: 'Get a code' }))],
      [
        // Not the sixth digit: it signs in and leaves the page, whose record of interactions goes with it.
        'type five digits of the code',
        async (page) => {
          await page.getByRole('dialog').getByLabel('Code from the text message').waitFor();
          await type(page, otpCode.slice(0, 5));
        },
      ],
    ],
  },
  {
    name: 'Profile',
    path: null,
    width: 1280,
    signedIn: true,
    steps: [
      [
        'download a document',
        (page) =>
          tap(
            page
              .getByRole('main')
              .getByRole('button', { name: /^Download/ })
              .first(),
          ),
      ],
      ['sign out', (page) => tap(page.getByRole('main').getByRole('button', { name: 'Sign out' }))],
    ],
  },
  {
    name: 'Request form',
    path: '/en/services/ent',
    width: 390,
    steps: [
      ['send the empty form (errors shown)', (page) => tap(page.locator('#application button[type="submit"]'))],
      ['type a name', async (page) => (await tap(page.locator('#application input[name="name"]')), await type(page, 'Anna'))],
      ['open the phone country list', (page) => tap(page.locator('#application button[aria-haspopup="listbox"]'))],
      ['choose a country', (page) => tap(page.getByRole('listbox').getByRole('option').nth(2))],
      ['type the phone number', async (page) => (await tap(page.locator('#application input[type="tel"]')), await type(page, '91234567'))],
      ['type a message', async (page) => (await tap(page.locator('#application textarea')), await type(page, 'Ear pain'))],
    ],
  },
  {
    name: 'Gallery',
    path: '/en/gallery',
    width: 1280,
    steps: [
      ['open a photo', (page) => tap(page.locator('a[data-gallery-item]').first())],
      [
        'next photo (arrow key)',
        (page) =>
          page
            .getByRole('dialog')
            .waitFor()
            .then(() => page.keyboard.press('ArrowRight')),
      ],
      ['close (Escape)', (page) => page.keyboard.press('Escape')],
    ],
  },
  {
    name: 'Certificates',
    path: '/en/about-us',
    width: 390,
    steps: [
      ['open a certificate', (page) => tap(page.locator('button[data-certificate]').first())],
      [
        'next certificate (arrow key)',
        (page) =>
          page
            .getByRole('dialog')
            .waitFor()
            .then(() => page.keyboard.press('ArrowRight')),
      ],
      ['close (Escape)', (page) => page.keyboard.press('Escape')],
    ],
  },
  {
    name: 'Map',
    path: '/en/contacts',
    width: 1280,
    steps: [['show the map', (page) => tap(page.getByRole('button', { name: 'Show map' }))]],
  },
  {
    name: 'Doctors filter',
    path: '/en/doctors',
    width: 1280,
    steps: [['filter by a service', (page) => tap(page.getByRole('main').getByRole('navigation').getByRole('link').nth(1))]],
  },
  {
    name: 'Search',
    path: '/en',
    width: 1280,
    steps: [
      [
        'type into the header search',
        async (page) => (await tap(page.getByRole('banner').getByRole('searchbox')), await type(page, 'ultrasound')),
      ],
    ],
  },
  {
    name: 'Reviews',
    path: '/en/reviews',
    width: 1280,
    steps: [
      ['show more reviews', (page) => tap(page.getByRole('button', { name: 'Show more reviews' }))],
      ['type a name', async (page) => (await tap(page.getByLabel('Your name')), await type(page, 'Karen'))],
      ['choose 5 stars', (page) => tap(page.locator('label', { hasText: '5 stars' }))],
    ],
  },
  {
    name: 'Booking',
    path: '/en/book?service=ent&doctor=any',
    width: 390,
    steps: [
      ['choose a day', (page) => tap(page.getByRole('grid').locator('button[data-free]').first())],
      [
        'choose a time',
        (page) =>
          page
            .getByRole('radio')
            .first()
            .waitFor()
            .then(() => tap(page.getByRole('radio').first())),
      ],
    ],
  },
];

/** In the page: every event timing entry of an interaction (what INP is computed from), kept for the steps. */
function observe() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const target = entry.target;
      const label = target ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}` : '';
      window.__interactions.push({
        id: entry.interactionId,
        type: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        target: label,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** The page is interactive once its first button carries React's props (hydrated). */
const hydrated = (page) =>
  page.waitForFunction(() => {
    const button = document.querySelector('button');
    return button && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
  });

async function signIn(context) {
  const phone = `+37491${randomPhone()}`;
  const post = async (path, data) => {
    const response = await context.request.post(`${demoApi}${path}`, { data });
    if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
    return (await response.json()).data;
  };
  await post('/auth/otp/request/', { phone });
  const { verificationToken } = await post('/auth/otp/verify/', { phone, code: otpCode });
  const response = await context.request.post(`${origin}/session/obtain`, {
    data: { phone, verificationToken },
    headers: { Origin: origin },
  });
  if (!response.ok()) throw new Error(`/session/obtain: ${response.status()}`);
  return (await context.cookies()).find((cookie) => cookie.name === 'session_client')?.value;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const runs = [];
for (let run = 0; run < RUNS; run++) {
  for (const scenario of SCENARIOS.filter((known) => known.name.includes(ONLY))) {
    const context = await browser.newContext({ viewport: { width: scenario.width, height: 800 }, locale: 'en-US', acceptDownloads: true });
    await context.route(/^https:\/\/[^/]*(googleapis|gstatic)\.com\//, (route) => route.fulfill({ status: 503, body: '' }));
    const page = await context.newPage();
    await page.addInitScript(observe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    try {
      const path = scenario.signedIn ? `/en/profile/${await signIn(context)}` : scenario.path;
      await page.goto(`${origin}${path}`);
      await hydrated(page);
    } catch (error) {
      runs.push({ scenario: scenario.name, step: 'open the page', error: String(error.message).split('\n')[0] });
      await context.close();
      continue;
    }
    for (const [step, perform] of scenario.steps) {
      const before = await page.evaluate(() => performance.now());
      let error = null;
      const saveAs = PROFILE_DIR && `${PROFILE_DIR}/${run + 1}-${scenario.name}-${step}`.replace(/[^\w/.-]+/g, '-');
      const stopProfile = PROFILE ? await startProfile(browser, page, cdp, saveAs) : null;
      try {
        await perform(page);
      } catch (caught) {
        error = String(caught.message).split('\n')[0].slice(0, 80);
      }
      // Event timing entries arrive after the frame that follows the handlers.
      await page.waitForTimeout(600);
      if (stopProfile) console.error(`${scenario.name}: ${step}\n${(await stopProfile()).join('\n')}\n`);
      const entries = await page.evaluate((since) => window.__interactions.filter((entry) => entry.start >= since), before).catch(() => []);
      const byInteraction = new Map();
      for (const entry of entries) {
        const known = byInteraction.get(entry.id);
        if (!known || entry.duration > known.duration) byInteraction.set(entry.id, entry);
      }
      const worst = [...byInteraction.values()].sort((a, b) => b.duration - a.duration)[0] ?? null;
      runs.push({
        scenario: scenario.name,
        path: scenario.signedIn ? '/en/profile/<id>' : scenario.path,
        width: scenario.width,
        step,
        worst,
        count: byInteraction.size,
        error,
      });
    }
    await context.close();
  }
}
await browser.close();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** One row per step: the median over the runs where it was measured, the slowest of them for what it was. */
const rows = [];
for (const run of runs) {
  const key = `${run.scenario}|${run.step}`;
  let row = rows.find((known) => known.key === key);
  if (!row) rows.push((row = { key, ...run, measured: [], errors: [] }));
  if (run.error) row.errors.push(run.error);
  else row.measured.push(run);
}
for (const row of rows) {
  const latencies = row.measured.map((run) => run.worst?.duration ?? 0);
  row.latency = latencies.length ? median(latencies) : null;
  row.range = latencies.length ? [Math.min(...latencies), Math.max(...latencies)] : null;
  row.worst =
    row.measured
      .map((run) => run.worst)
      .filter(Boolean)
      .sort((a, b) => b.duration - a.duration)[0] ?? null;
  row.count = row.measured.length ? median(row.measured.map((run) => run.count)) : 0;
  row.error = row.measured.length ? null : row.errors[0];
}

const ms = (value) => (value < 16 ? '< 16 ms' : `${Math.round(value)} ms`);
console.log(`| page | width | step | interactions over 16 ms | slowest event | latency, median (range) | ≤ ${GOAL_MS} ms |`);
console.log('|---|---:|---|---:|---|---:|---|');
for (const row of rows) {
  if (row.latency === null) {
    console.log(`| ${row.scenario} | ${row.width ?? ''} | ${row.step} | | | | not measured: ${row.error} |`);
    continue;
  }
  const what = row.worst ? `${row.worst.type} on ${row.worst.target || 'the page'}` : '—';
  const range = row.measured.length > 1 ? ` (${ms(row.range[0])}–${ms(row.range[1])})` : '';
  const verdict = row.latency <= GOAL_MS ? 'yes' : '**no**';
  console.log(
    `| ${row.scenario} \`${row.path}\` | ${row.width} | ${row.step} | ${row.count} | ${what} | ${ms(row.latency)}${range} | ${verdict} |`,
  );
}
const measured = rows.filter((row) => row.latency !== null);
const over = measured.filter((row) => row.latency > GOAL_MS);
console.log(
  `\n${measured.length} of ${rows.length} steps measured, ${RUNS} runs each, under ${CPU_SLOWDOWN}× CPU; ` +
    `${over.length} above ${GOAL_MS} ms (median); the slowest median ${Math.round(Math.max(0, ...measured.map((row) => row.latency)))} ms.`,
);

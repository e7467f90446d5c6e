#!/usr/bin/env node
// `npm run trace -- URL…`: one load of each page in headless Chromium with a performance trace, printed as a
// timeline from navigation start: when the document, each stylesheet, font and script arrived, when the main
// thread was busy with script, and when the first paint, first contentful paint and each largest-contentful-paint
// candidate happened. Unthrottled by default; TRACE_THROTTLE=1 applies Lighthouse's mobile preset (4× CPU,
// 1.6 Mbps, 150 ms RTT) to the real load. The evidence for reports/perf.md ("why is the largest paint late?").
import puppeteer from 'puppeteer-core';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('Usage: npm run trace -- http://localhost:3000/en [more URLs]');
  process.exit(1);
}
const throttle = Boolean(process.env.TRACE_THROTTLE);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--headless=new'],
});

const ms = (us, start) => `${((us - start) / 1000).toFixed(0).padStart(5)} ms`;
const short = (url) => (url.length > 70 ? `…${url.slice(-69)}` : url);

async function trace(url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  if (throttle) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  await page.tracing.start({
    categories: ['devtools.timeline', 'loading', 'blink.user_timing', 'disabled-by-default-devtools.timeline', 'v8.execute'],
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
  await context.close();

  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'),
  );
  const start = navigation.ts;
  const mainFrame = navigation.args.frame;
  const lines = [];
  const requests = new Map();
  for (const e of events) {
    if (e.name === 'ResourceSendRequest' && e.args.data.url.startsWith('http'))
      requests.set(e.args.data.requestId, {
        url: e.args.data.url,
        priority: e.args.data.priority,
        renderBlocking: e.args.data.renderBlocking,
      });
    if (e.name === 'ResourceFinish' && requests.has(e.args.data.requestId)) {
      const request = requests.get(e.args.data.requestId);
      const kind = /\.css/.test(request.url)
        ? 'stylesheet'
        : /\.woff2/.test(request.url)
          ? 'font'
          : /\.js/.test(request.url)
            ? 'script'
            : 'document/other';
      lines.push([
        e.ts,
        `${kind.padEnd(14)} arrived ${short(request.url)}${request.renderBlocking === 'blocking' ? ' (render-blocking)' : ''}`,
      ]);
    }
    if (
      process.env.TRACE_TASKS &&
      e.pid === navigation.pid &&
      e.tid === navigation.tid &&
      e.ph === 'X' &&
      e.dur > 4000 &&
      e.name !== 'RunTask'
    )
      lines.push([e.ts, `main thread: ${e.name} ${(e.dur / 1000).toFixed(0)} ms`]);
    if (e.pid === navigation.pid && e.ph === 'X' && e.name === 'EvaluateScript' && e.dur > 2000)
      lines.push([e.ts, `script ran ${(e.dur / 1000).toFixed(0)} ms ${short(e.args?.data?.url || '(inline)')}`]);
    if (e.args?.frame === mainFrame || e.args?.data?.frame === mainFrame) {
      if (e.name === 'firstPaint') lines.push([e.ts, '** first paint']);
      if (e.name === 'firstContentfulPaint') lines.push([e.ts, '** first contentful paint']);
      if (e.name === 'largestContentfulPaint::Candidate')
        lines.push([e.ts, `** LCP candidate: ${e.args.data.type} ${e.args.data.nodeName ?? ''} size ${e.args.data.size}`]);
      if (e.name === 'MarkDOMContent') lines.push([e.ts, 'DOMContentLoaded']);
    }
  }
  lines.sort((a, b) => a[0] - b[0]);
  console.log(`\n${url}${throttle ? ' (mobile throttling applied)' : ' (unthrottled)'}`);
  for (const [ts, text] of lines) if (ts >= start) console.log(`  ${ms(ts, start)}  ${text}`);
}

try {
  for (const url of urls) await trace(url);
} finally {
  await browser.close();
}

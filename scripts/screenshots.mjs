#!/usr/bin/env node
// Screenshots of pages at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs http://localhost:3000 /path1 /ru/path2 ...   (PNGs go to ./screenshots/)
import fs from 'node:fs';

import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS || '390,1280').split(',').map(Number);
const outDir = process.env.OUT_DIR || 'screenshots';
fs.mkdirSync(outDir, { recursive: true });
const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'hy-AM' });
  for (const path of paths) {
    await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
    const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL !== '0' });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();

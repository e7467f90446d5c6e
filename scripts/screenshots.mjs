#!/usr/bin/env node
// Screenshots of pages at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs http://localhost:3000 /path1 /ru/path2 ...   (PNGs go to ./screenshots/)
// Signed in: SIGN_IN_API=http://localhost:4000/api/v1 SIGN_IN_CODE=<the demo API's one-time code> signs a demo client
// in through the API first, and `{client}` in a path becomes its profile id (e.g. /en/profile/{client}).
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

/** A demo client's session cookies, as the site's sign-in leaves them, and its profile id. */
async function signIn(api, code) {
  const phone = `+374910${String(Date.now()).slice(-5)}`;
  const post = async (path, body) => {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  };
  await post('/auth/otp/request/', { phone });
  const { verificationToken } = await post('/auth/otp/verify/', { phone, code });
  const { refresh } = await post('/auth/token/obtain/', { phone, verificationToken });
  const client = JSON.parse(Buffer.from(refresh.split('.')[1], 'base64url').toString()).sub;
  const { hostname } = new URL(base);
  const cookies = [
    { name: 'refresh_token', value: refresh, domain: hostname, path: '/', httpOnly: true, sameSite: 'Strict' },
    { name: 'session_client', value: String(client), domain: hostname, path: '/', sameSite: 'Strict' },
  ];
  return { cookies, client };
}
const session = process.env.SIGN_IN_API ? await signIn(process.env.SIGN_IN_API, process.env.SIGN_IN_CODE) : undefined;

for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'hy-AM' });
  if (session) await context.addCookies(session.cookies);
  const page = await context.newPage();
  for (const template of paths) {
    const path = template.replace('{client}', String(session?.client ?? ''));
    await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
    const name = `${template.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL !== '0' });
    console.log(`${outDir}/${name}`);
  }
  await context.close();
}
await browser.close();

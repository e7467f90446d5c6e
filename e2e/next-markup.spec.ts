/**
 * The markup the cache handlers rewrite and hash (lib/next-internals/page-markup.mjs) and the build output they read
 * (lib/next-internals/build-output.mjs), checked against pages exactly as the installed Next wrote them into the
 * test build. An upgrade that writes its chunks, stylesheets or inline scripts differently fails here, by name,
 * instead of shipping pages whose scripts load before the first paint or whose own scripts their policy refuses.
 */
import fs from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

const DIST = path.resolve(process.env.E2E_DIST_DIR || '.next-e2e');
const SERVER = path.join(DIST, 'server');

/** A prerendered page as Next stored it at build time, before any cache handler prepared it. */
const builtPage = (name: string) => fs.readFileSync(path.join(SERVER, 'app', `${name}.html`), 'utf8');

/**
 * The site's modules, imported as the tests run: imported statically, Playwright's loader hands the cache modules a
 * second copy of lib/next-internals that lacks some of its exports.
 */
const siteModules = async () => ({
  ...(await import('../lib/cache/after-first-paint.mjs')),
  ...(await import('../lib/cache/page-policy.mjs')),
  ...(await import('../lib/next-internals/build-output.mjs')),
  ...(await import('../lib/next-internals/page-markup.mjs')),
});

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;

for (const name of ['hy', 'en/contacts', 'ru/news']) {
  test(`${name}: Next's chunks and stylesheets are where the rewriting looks for them`, async () => {
    const { ASYNC_CHUNK, CHUNK_PRELOAD, STYLESHEET, afterFirstPaint, deferredScriptSources, deferredStylesheets } = await siteModules();
    const html = builtPage(name);
    const chunks = [...html.matchAll(ASYNC_CHUNK)].map((match) => match[1]);
    const stylesheets = [...html.matchAll(STYLESHEET)].map((match) => match[1]);
    expect(chunks.length, 'chunks written as <script src="/_next/static/…js" async="">').toBeGreaterThan(3);
    expect(stylesheets.length, 'stylesheets written as <link rel="stylesheet" … data-precedence>').toBeGreaterThan(0);

    const moved = afterFirstPaint(html, 'body{margin:0}');
    expect(deferredScriptSources(moved)).toEqual(chunks);
    expect(deferredStylesheets(moved)).toEqual(stylesheets);
    // Nothing of the build is requested from the document itself but the no-JavaScript fallback and the polyfill
    // that only browsers without modules fetch.
    const outsideNoscript = moved.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(outsideNoscript).not.toMatch(/<link rel="stylesheet" href="\/_next\/static\//);
    expect(outsideNoscript.match(CHUNK_PRELOAD) ?? []).toEqual([]);
    for (const [tag] of outsideNoscript.matchAll(/<script\b[^>]*\bsrc="\/_next\/static\/[^"]*"[^>]*>/g)) expect(tag).toContain('noModule');
  });

  test(`${name}: every inline script Next and React write is one the page policy allows`, async () => {
    const { isSiteScript } = await siteModules();
    const html = builtPage(name);
    const headEnd = html.indexOf('</head>');
    const refused: string[] = [];
    let bodyScripts = 0;
    for (const match of html.matchAll(INLINE_SCRIPT)) {
      const [, attributes, text] = match;
      if (text.length === 0 || /type="application\/(?:ld\+)?json"/.test(attributes) || match.index < headEnd) continue;
      bodyScripts += 1;
      if (!isSiteScript(attributes, text, false)) refused.push(text.slice(0, 80));
    }
    expect(bodyScripts, 'the flight data and the bootstrap are inline scripts in the body').toBeGreaterThan(1);
    expect(refused).toEqual([]);
  });
}

test("the build's id, static files and route table are where the cache handlers and the metrics read them", async () => {
  const { STATIC_URL_PREFIX, STYLESHEET, buildIdOf, builtRoutes, staticDirOf } = await siteModules();
  expect(buildIdOf(SERVER)).toBe(fs.readFileSync(path.join(DIST, 'BUILD_ID'), 'utf8').trim());
  const [stylesheet] = [...builtPage('en/contacts').matchAll(STYLESHEET)].map((match) => match[1]);
  expect(fs.existsSync(path.join(staticDirOf(SERVER), stylesheet.slice(STATIC_URL_PREFIX.length)))).toBe(true);
  const pages = builtRoutes(DIST).map((route) => route.page);
  expect(pages).toEqual(expect.arrayContaining(['/[locale]', '/[locale]/news/[slug]', '/healthz']));
  expect(
    builtRoutes(DIST)
      .find((route) => route.page === '/[locale]/news/[slug]')
      ?.regex.test('/en/news/some-item'),
  ).toBe(true);
});

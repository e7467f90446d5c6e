/**
 * The markup the cache handlers rewrite and hash (lib/next-internals/page-markup.mjs) and the build output they read
 * (lib/next-internals/build-output.mjs), checked against pages exactly as the installed Next wrote them into the
 * test build. An upgrade that writes its chunks, stylesheets or inline scripts differently fails here, by name,
 * instead of shipping pages whose scripts load before the first paint or whose own scripts their policy refuses.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { expect, test } from '@playwright/test';

import { afterFirstPaint, deferredScriptSources, deferredStylesheets } from '../lib/cache/after-first-paint.mjs';
import { inlineOutlinedBoundaries } from '../lib/cache/inline-boundaries.mjs';
import {
  buildIdOf,
  builtRoutes,
  chunkFilesOf,
  polyfillFilesOf,
  STATIC_URL_PREFIX,
  staticDirOf,
} from '../lib/next-internals/build-output.mjs';
import { ASYNC_CHUNK, CHUNK_PRELOAD, STYLESHEET } from '../lib/next-internals/page-markup.mjs';

const DIST = path.resolve(process.env.E2E_DIST_DIR || '.next-e2e');
const SERVER = path.join(DIST, 'server');

/** A prerendered page as Next stored it at build time, before any cache handler prepared it. */
const builtPage = (name: string) => fs.readFileSync(path.join(SERVER, 'app', `${name}.html`), 'utf8');

/**
 * The page policy's verdict on each inline script of the body, from a Node process of its own: the policy reads
 * React's runtime through `import.meta`, which the test runner's loader cannot load.
 */
function refusedScripts(name: string): { scripts: number; refused: string[] } {
  const policy = pathToFileURL(path.resolve('lib/cache/page-policy.mjs')).href;
  const code = `
    import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
    import { isSiteScript } from ${JSON.stringify(policy)};
    const html = fs.readFileSync(${JSON.stringify(path.join(SERVER, 'app', `${name}.html`))}, 'utf8');
    const headEnd = html.indexOf('</head>');
    let scripts = 0;
    const refused = [];
    for (const match of html.matchAll(${INLINE_SCRIPT.toString()})) {
      const [, attributes, text] = match;
      if (text.length === 0 || /type="application\\/(?:ld\\+)?json"/.test(attributes) || match.index < headEnd) continue;
      scripts += 1;
      if (!isSiteScript(attributes, text, false)) refused.push(text.slice(0, 80));
    }
    console.log(JSON.stringify({ scripts, refused }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }));
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;

for (const name of ['hy', 'en/contacts', 'ru/news']) {
  test(`${name}: Next's chunks and stylesheets are where the rewriting looks for them`, () => {
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
    // No stylesheet of the build, linked or preloaded (React preloads one a later screen may need).
    expect(outsideNoscript).not.toMatch(/<link\b[^>]*href="\/_next\/static\/[^"]+\.css"/);
    expect(outsideNoscript.match(CHUNK_PRELOAD) ?? []).toEqual([]);
    for (const [tag] of outsideNoscript.matchAll(/<script\b[^>]*\bsrc="\/_next\/static\/[^"]*"[^>]*>/g)) expect(tag).toContain('noModule');
  });

  test(`${name}: every inline script Next and React write is one the page policy allows`, () => {
    const { scripts, refused } = refusedScripts(name);
    expect(scripts, 'the flight data and the bootstrap are inline scripts in the body').toBeGreaterThan(1);
    expect(refused).toEqual([]);
  });
}

test('the request form React wrote out of place is written back where it belongs, with nothing left to move it', () => {
  const html = builtPage('en/services/ent');
  expect(html, 'React outlined the form: a placeholder, a hidden segment, the instruction').toContain('<template id="B:0"></template>');
  expect(html).toContain('$RC("B:0","S:0")');

  const inlined = inlineOutlinedBoundaries(html);
  expect(inlined).not.toMatch(/<template id="B:|<div hidden id="S:|\$R[A-Z]\(|\$RT=/);
  expect(inlined.indexOf('<section id="application"')).toBeGreaterThan(0);
  expect(inlined.indexOf('<section id="application"')).toBeLessThan(inlined.indexOf('id="application-aside-title"'));
});

test("the build's id, static files, route table and chunks are where the cache handlers, the metrics and the compile hint read them", () => {
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
  // The compile hint's lookups: every script a page loads is one of the chunks it marks, the polyfills among them.
  const chunks = chunkFilesOf(DIST);
  const pageScripts = [...builtPage('en/contacts').matchAll(/src="\/_next\/(static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(pageScripts.length).toBeGreaterThan(3);
  expect(pageScripts.filter((script) => !chunks.includes(script))).toEqual([]);
  const polyfills = [...polyfillFilesOf(DIST)];
  expect(polyfills.length).toBeGreaterThan(0);
  expect(polyfills.filter((file) => !chunks.includes(file))).toEqual([]);
});

// @vitest-environment node
/**
 * A stored page paints from its document alone: its critical CSS inlined, its stylesheets and Next's chunk scripts
 * requested after the first paint from one inline loader the page's policy allows.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { afterFirstPaint, deferredScriptSources, deferredStylesheets } from '@/lib/cache/after-first-paint.mjs';
import { buildStylesheetReader, criticalCss } from '@/lib/cache/critical-css.mjs';
import { storedPage } from '@/lib/cache/stored-page.mjs';
import { pagePolicyTemplate } from '@/lib/security-headers';

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>' +
  '<script src="/_next/static/chunks/w.js" async=""></script><script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><h1 class="title">Clinic</h1><p class="lead">Care</p><script>self.__next_f.push([1,"x"])</script></body></html>';

const STYLESHEETS: Record<string, string> = {
  '/_next/static/chunks/a.css':
    '@font-face{font-family:Noto Sans Web;src:url(../media/noto-400.woff2)format("woff2");font-display:optional}' +
    ':root{--font-sans:"Noto Sans Web",sans-serif}body{font-family:var(--font-sans)}.title{color:navy}.menu[data-open]{display:block}',
  '/_next/static/chunks/b.css': '.lead{font-size:1.25rem}@media (min-width:60rem){.lead{font-size:1.5rem}}.dialog{position:fixed}',
};
const readStylesheet = (href: string) => STYLESHEETS[href];

describe('scripts after the first paint', () => {
  it('takes the async chunk scripts and their preloads out of the head and adds them from the end of the body', () => {
    const html = afterFirstPaint(PAGE);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(deferredScriptSources(html)).toEqual(['/_next/static/chunks/w.js', '/_next/static/chunks/main.js']);
    // Without critical CSS the stylesheets stay render-blocking where Next put them, as do the noModule
    // polyfills and the flight data; the loader comes last.
    expect(deferredStylesheets(html)).toEqual([]);
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>');
    expect(html.indexOf('self.__next_f.push')).toBeLessThan(html.indexOf('id="after-first-paint"'));
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  /** Runs the loader against a stand-in browser; returns what it added and the hooks that let time pass. */
  function runLoader({ visibilityState = 'visible', paintTiming = true, criticalCss = '', scrollY = 0, page = PAGE } = {}) {
    const loader = /<script id="after-first-paint">([^<]*)<\/script>/.exec(afterFirstPaint(page, criticalCss))![1]!;
    const added: string[] = [];
    const on: Record<string, () => void> = {};
    let painted: (() => void) | undefined;
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
      constructor(private callback: (list: unknown, observer: { disconnect(): void }) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        painted = () => this.callback({}, { disconnect: () => (painted = undefined) });
      }
    }
    class Element {
      attributes: Record<string, string> = {};
      async = false;
      // A loaded stylesheet's rules: a font face (type 5) between two style rules (type 1).
      sheet = {
        cssRules: [{ type: 1 }, { type: 5 }, { type: 1 }],
        deleteRule(index: number) {
          this.cssRules.splice(index, 1);
        },
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public tag: string) {}
      setAttribute(name: string, value: string) {
        this.attributes[name] = value;
      }
      removeAttribute(name: string) {
        delete this.attributes[name];
      }
    }
    const links: Element[] = [];
    const document = {
      visibilityState,
      createElement: (tag: string) => new Element(tag),
      head: {
        appendChild: (element: Element) => {
          const { tag, attributes, async } = element;
          if (tag === 'link') links.push(element);
          added.push(
            tag === 'script'
              ? `script ${attributes.src}${async ? ' async' : ''}`
              : `${tag} ${attributes.rel} ${attributes.href} ${attributes['data-precedence']}`,
          );
        },
      },
      addEventListener: (type: string, listener: () => void) => (on[type] = listener),
    };
    const window = { PerformanceObserver, scrollY, addEventListener: (type: string, listener: () => void) => (on[type] = listener) };
    new Function('document', 'window', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      window,
      PerformanceObserver,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    return {
      added,
      /** Each stylesheet's media, or "all" once the loader has turned it on. */
      media: () => links.map((link) => link.attributes.media ?? 'all'),
      /** The types of each stylesheet's rules. */
      ruleTypes: () => links.map((link) => link.sheet.cssRules.map((rule) => rule.type)),
      /** Makes a stylesheet's rules unreadable, as a browser does for one from another origin. */
      foreign: (index: number) =>
        Object.defineProperty(links[index]!.sheet, 'cssRules', {
          get: () => {
            throw new Error('SecurityError');
          },
        }),
      loadStylesheet: (index: number, failed = false) => (failed ? links[index]!.onerror : links[index]!.onload)?.(),
      paint: () => painted?.(),
      frame: () => frames.shift()?.(),
      timer: () => timers.shift()?.(),
      hide: () => on.visibilitychange?.(),
      load: () => on.load?.(),
    };
  }

  it('adds the scripts when the browser reports the first paint, once', () => {
    const browser = runLoader();
    expect(browser.added).toEqual([]);
    browser.paint();
    expect(browser.added).toEqual(['script /_next/static/chunks/w.js async', 'script /_next/static/chunks/main.js async']);
    browser.hide();
    expect(browser.added).toHaveLength(2);
  });

  /** What the loader adds for PAGE with critical CSS, in order: its stylesheets, then its scripts. */
  const PAGE_FILES = [
    'link stylesheet /_next/static/chunks/a.css next',
    'link stylesheet /_next/static/chunks/b.css next',
    'script /_next/static/chunks/w.js async',
    'script /_next/static/chunks/main.js async',
  ];

  it('adds the page’s stylesheets before its scripts, as React expects to find them', () => {
    const browser = runLoader({ criticalCss: '.title{color:navy}' });
    browser.paint();
    expect(browser.added).toEqual(PAGE_FILES);
  });

  it('requests four files per task, so the requests make no long task, in the page’s order', () => {
    const chunks = Array.from({ length: 9 }, (_, index) => `/_next/static/chunks/c${index}.js`);
    const page = PAGE.replace('</head>', `${chunks.map((src) => `<script src="${src}" async=""></script>`).join('')}</head>`);
    const browser = runLoader({ criticalCss: '.title{color:navy}', page });
    browser.paint();
    expect(browser.added).toEqual(PAGE_FILES);
    browser.timer();
    expect(browser.added).toHaveLength(8);
    browser.timer();
    browser.timer();
    expect(browser.added.slice(4)).toEqual(chunks.map((src) => `script ${src} async`));
    expect(browser.timer).not.toThrow();
    expect(browser.added).toHaveLength(13);
    // A background tab's timers may wait a second or more: it gets every file at once.
    expect(runLoader({ criticalCss: '.title{color:navy}', page, visibilityState: 'hidden' }).added).toHaveLength(13);
  });

  it('turns the stylesheets on together once each has loaded or failed: one restyle, not one per file', () => {
    const browser = runLoader({ criticalCss: '.title{color:navy}' });
    browser.paint();
    expect(browser.media()).toEqual(['print', 'print']);
    browser.loadStylesheet(1);
    expect(browser.media()).toEqual(['print', 'print']);
    browser.loadStylesheet(0, true);
    expect(browser.media()).toEqual(['all', 'all']);
  });

  it('drops the stylesheets’ font faces before they turn on (the critical CSS has each), and keeps their rules', () => {
    const browser = runLoader({ criticalCss: '.title{color:navy}' });
    browser.paint();
    browser.loadStylesheet(0);
    expect(browser.ruleTypes()).toEqual([
      [1, 5, 1],
      [1, 5, 1],
    ]);
    browser.loadStylesheet(1);
    expect(browser.ruleTypes()).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(browser.media()).toEqual(['all', 'all']);
  });

  it('turns on a stylesheet whose rules it may not read as it is', () => {
    const browser = runLoader({ criticalCss: '.title{color:navy}' });
    browser.paint();
    browser.foreign(0);
    browser.loadStylesheet(0);
    browser.loadStylesheet(1);
    expect(browser.media()).toEqual(['all', 'all']);
  });

  it('adds them two frames after a page restored scrolled down has loaded, when no paint is reported, once', () => {
    // Firefox reloading a page scrolled down: no paint entry ever arrives.
    const browser = runLoader({ scrollY: 1200 });
    browser.load();
    browser.frame();
    expect(browser.added).toEqual([]);
    browser.frame();
    expect(browser.added).toEqual([]);
    browser.timer();
    expect(browser.added).toHaveLength(2);
    browser.paint();
    expect(browser.added).toHaveLength(2);
  });

  it('waits for the reported paint when the page loaded at its top (a busy browser reports it after the frames)', () => {
    const browser = runLoader();
    browser.load();
    browser.frame();
    browser.frame();
    browser.timer();
    expect(browser.added).toEqual([]);
    browser.paint();
    expect(browser.added).toHaveLength(2);
  });

  it('without paint timing, adds them after the first frame', () => {
    const browser = runLoader({ paintTiming: false });
    browser.frame();
    expect(browser.added).toEqual([]);
    browser.timer();
    expect(browser.added).toHaveLength(2);
  });

  it('adds them at once in a background tab, and when the tab is hidden before it painted', () => {
    expect(runLoader({ visibilityState: 'hidden' }).added).toHaveLength(2);
    const hiddenLater = runLoader();
    hiddenLater.hide();
    expect(hiddenLater.added).toHaveLength(2);
  });

  it('does the same for a page rendered under a nonce policy, whose loader carries the request’s nonce', async () => {
    // Next writes the request's nonce on every tag of a per-request page (the profile), in either place.
    const nonce = 'bm9uY2U=';
    const page = PAGE.replace(/ async=""><\/script>/, ` async="" nonce="${nonce}"></script>`)
      .replace(/ async=""><\/script>/, ` nonce="${nonce}" async=""></script>`)
      .replace(/(<link rel="stylesheet" href="[^"]+")/g, `$1 nonce="${nonce}"`)
      .replace('fetchPriority="low"', `fetchPriority="low" nonce="${nonce}"`);
    expect(page.match(/nonce=/g)).toHaveLength(5);
    const html = afterFirstPaint(page, await criticalCss(page, readStylesheet), nonce);
    expect(html).not.toMatch(/<script src="[^"]+" (?:async|nonce="[^"]*" async)/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+" nonce/);
    expect(html).toContain(`<script id="after-first-paint" nonce="${nonce}">`);
    expect(deferredScriptSources(html)).toEqual(['/_next/static/chunks/w.js', '/_next/static/chunks/main.js']);
    expect(deferredStylesheets(html)).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
    expect(afterFirstPaint(html, '.title{color:navy}', nonce)).toBe(html);
  });

  it('leaves a page alone that has nothing to move or was done before', () => {
    const once = afterFirstPaint(PAGE, '.title{color:navy}');
    expect(afterFirstPaint(once, '.title{color:navy}')).toBe(once);
    const plain = '<html><body><p>no scripts</p></body></html>';
    expect(afterFirstPaint(plain)).toBe(plain);
  });
});

describe('critical CSS', () => {
  it('inlines the rules the document uses and every font face, and moves the stylesheets after the paint', async () => {
    const css = await criticalCss(PAGE, readStylesheet);
    // Rules for elements the document has, at every width; none for states it is not in (an open menu, a dialog).
    expect(css).toContain('.title{color:navy}');
    expect(css).toContain('.lead{font-size:1.25rem}');
    expect(css).toContain('@media (min-width:60rem){.lead{font-size:1.5rem}}');
    expect(css).toContain('body{font-family:var(--font-sans)}');
    expect(css).not.toContain('.menu');
    expect(css).not.toContain('.dialog');
    // Named through a custom property, the face is kept whole, its file addressed from the document.
    expect(css).toContain(
      '@font-face{font-family:Noto Sans Web;src:url(/_next/static/media/noto-400.woff2)format("woff2");font-display:optional}',
    );

    const html = afterFirstPaint(PAGE, css);
    expect(html).not.toMatch(/<head>.*<link rel="stylesheet" href="[^"]+" data-precedence/);
    expect(html).toContain(
      `<head><style id="critical-css">${css}</style><noscript><link rel="stylesheet" href="/_next/static/chunks/a.css"/><link rel="stylesheet" href="/_next/static/chunks/b.css"/></noscript>`,
    );
    expect(deferredStylesheets(html)).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
  });

  it('drops React’s preload of a stylesheet for later, which would be fetched before the paint', async () => {
    const preload = '<link rel="preload" href="/_next/static/chunks/not-found.css" as="style"/>';
    const page = PAGE.replace('</head>', `${preload}</head>`);
    const html = afterFirstPaint(page, await criticalCss(page, readStylesheet));
    expect(html).not.toContain('not-found.css');
    expect(deferredStylesheets(html)).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
    // Without critical CSS the stylesheets block the paint anyway, and the preload stays.
    expect(afterFirstPaint(page)).toContain(preload);
  });

  it('keeps the stylesheets render-blocking when one of them cannot be read', async () => {
    const missing = (href: string) => (href.endsWith('b.css') ? undefined : STYLESHEETS[href]);
    expect(await criticalCss(PAGE, missing)).toBe('');
    const entry = await storedPage({ kind: 'APP_PAGE', html: PAGE, headers: {} as Record<string, string> }, missing);
    expect(entry.html).toContain('<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>');
    expect(entry.html).not.toContain('critical-css');
  });

  it('reads only the build’s own stylesheets', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
    await mkdir(path.join(dist, 'static', 'chunks'), { recursive: true });
    await writeFile(path.join(dist, 'static', 'chunks', 'a.css'), '.a{}');
    await writeFile(path.join(dist, 'secret.css'), '.secret{}');
    const read = buildStylesheetReader(path.join(dist, 'server'));
    expect(await read('/_next/static/chunks/a.css')).toBe('.a{}');
    expect(await read('/_next/static/../secret.css')).toBeUndefined();
    expect(await read('/_next/static/chunks/missing.css')).toBeUndefined();
    expect(await buildStylesheetReader(undefined)('/_next/static/chunks/a.css')).toBeUndefined();
  });
});

describe('the stored page', () => {
  it('is what the cache stores, with the loader allowed by the page’s policy', async () => {
    process.env.CLINIC_PAGE_CSP_TEMPLATE = pagePolicyTemplate({
      NODE_ENV: 'production',
      API_URL: 'https://api.clinic.example',
    } as NodeJS.ProcessEnv);
    const entry = await storedPage({ kind: 'APP_PAGE', html: PAGE, headers: {} as Record<string, string> }, readStylesheet);
    expect(entry.html).toContain('<style id="critical-css">');
    const loader = /<script id="after-first-paint">([^<]*)<\/script>/.exec(entry.html)![1]!;
    expect(entry.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(loader).digest('base64')}'`);
    expect(await storedPage(entry, readStylesheet)).toBe(entry);

    // Stored before with a policy of other scripts: the policy is made again for the page as it is now.
    const stale = await storedPage(
      { kind: 'APP_PAGE', html: PAGE, headers: { 'content-security-policy': "script-src 'none'" } },
      readStylesheet,
    );
    expect(stale.headers['content-security-policy']).toBe(entry.headers['content-security-policy']);
  });
});

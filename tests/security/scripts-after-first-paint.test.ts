// @vitest-environment node
/** A stored page requests Next's chunk scripts after its first paint, from one inline loader the page's policy allows. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferredScriptSources, scriptsAfterFirstPaint } from '@/lib/cache/scripts-after-first-paint.mjs';
import { storedPage } from '@/lib/cache/stored-page.mjs';
import { pagePolicy } from '@/lib/cache/page-policy.mjs';
import { pagePolicyTemplate } from '@/lib/security-headers';

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>' +
  '<script src="/_next/static/chunks/w.js" async=""></script><script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><h1>Clinic</h1><script>self.__next_f.push([1,"x"])</script></body></html>';

describe('scripts after the first paint', () => {
  it('takes the async chunk scripts and their preloads out of the head and adds them from the end of the body', () => {
    const html = scriptsAfterFirstPaint(PAGE);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(deferredScriptSources(html)).toEqual(['/_next/static/chunks/w.js', '/_next/static/chunks/main.js']);
    // The stylesheet, the noModule polyfills and the flight data stay where Next put them; the loader comes last.
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>');
    expect(html.indexOf('self.__next_f.push')).toBeLessThan(html.indexOf('id="scripts-after-first-paint"'));
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  /** Runs the loader against a stand-in browser; returns what it added and the hooks that let time pass. */
  function runLoader({ visibilityState = 'visible', paintTiming = true } = {}) {
    const loader = /<script id="scripts-after-first-paint">([^<]*)<\/script>/.exec(scriptsAfterFirstPaint(PAGE))![1]!;
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
    const document = {
      visibilityState,
      createElement: () => ({}),
      head: { appendChild: (script: { src: string; async: boolean }) => added.push(script.src) },
      addEventListener: (type: string, listener: () => void) => (on[type] = listener),
    };
    new Function('document', 'window', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      { PerformanceObserver },
      PerformanceObserver,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    return { added, paint: () => painted?.(), frame: () => frames.shift()?.(), timer: () => timers.shift()?.(), hide: () => on.visibilitychange?.() };
  }

  it('adds the scripts when the browser reports the first paint, once', () => {
    const browser = runLoader();
    expect(browser.added).toEqual([]);
    browser.paint();
    expect(browser.added).toEqual(['/_next/static/chunks/w.js', '/_next/static/chunks/main.js']);
    browser.hide();
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

  it('leaves a page alone that has nothing to move or was done before, and renews a loader of another version', () => {
    const once = scriptsAfterFirstPaint(PAGE);
    expect(scriptsAfterFirstPaint(once)).toBe(once);
    const olderLoader = once.replace(/<script id="scripts-after-first-paint">[^<]*\}\)\((\[[^\]]*\])\)<\/script>/, '<script id="scripts-after-first-paint">(function(sources){old()})($1)</script>');
    expect(scriptsAfterFirstPaint(olderLoader)).toBe(once);
    const plain = '<html><body><p>no scripts</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });

  it('is what the cache stores, with the loader allowed by the page’s policy', () => {
    process.env.CLINIC_PAGE_CSP_TEMPLATE = pagePolicyTemplate({ NODE_ENV: 'production', API_URL: 'https://api.clinic.example' } as NodeJS.ProcessEnv);
    const entry = storedPage({ kind: 'APP_PAGE', html: PAGE, headers: {} as Record<string, string> });
    const loader = /<script id="scripts-after-first-paint">([^<]*)<\/script>/.exec(entry.html)![1]!;
    expect(entry.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(loader).digest('base64')}'`);
    expect(storedPage(entry)).toBe(entry);

    // Stored with another loader and the policy for it: the page gets this loader and a policy that allows it.
    const olderHtml = entry.html.replace(/\(function\(sources\)\{[^<]*\}\)\(\[/, '(function(sources){old()})([');
    const older = { ...entry, html: olderHtml, headers: { 'content-security-policy': pagePolicy(olderHtml)! } };
    const renewed = storedPage(older);
    expect(renewed.html).toBe(entry.html);
    expect(renewed.headers['content-security-policy']).toBe(entry.headers['content-security-policy']);
  });
});

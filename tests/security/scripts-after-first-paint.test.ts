// @vitest-environment node
/** A stored page requests Next's chunk scripts after its first paint, from one inline loader the page's policy allows. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferredScriptSources, scriptsAfterFirstPaint } from '@/lib/cache/scripts-after-first-paint.mjs';
import { storedPage } from '@/lib/cache/stored-page.mjs';
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

  it('adds the scripts after a frame has been drawn, or at once in a background tab', () => {
    const loader = /<script id="scripts-after-first-paint">([^<]*)<\/script>/.exec(scriptsAfterFirstPaint(PAGE))![1]!;
    const added: string[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const run = (visibilityState: string) =>
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
        { visibilityState, createElement: () => ({}), head: { appendChild: (script: { src: string }) => added.push(script.src) } },
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
      );
    run('visible');
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    expect(added).toEqual(['/_next/static/chunks/w.js', '/_next/static/chunks/main.js']);
    added.length = 0;
    run('hidden');
    expect(added).toHaveLength(2);
  });

  it('leaves a page alone that has nothing to move or was done before', () => {
    const once = scriptsAfterFirstPaint(PAGE);
    expect(scriptsAfterFirstPaint(once)).toBe(once);
    const plain = '<html><body><p>no scripts</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });

  it('is what the cache stores, with the loader allowed by the page’s policy', () => {
    process.env.CLINIC_PAGE_CSP_TEMPLATE = pagePolicyTemplate({ NODE_ENV: 'production', API_URL: 'https://api.clinic.example' } as NodeJS.ProcessEnv);
    const entry = storedPage({ kind: 'APP_PAGE', html: PAGE, headers: {} as Record<string, string> });
    const loader = /<script id="scripts-after-first-paint">([^<]*)<\/script>/.exec(entry.html)![1]!;
    expect(entry.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(loader).digest('base64')}'`);
    expect(storedPage(entry)).toBe(entry);
  });
});

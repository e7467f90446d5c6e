import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { afterFirstPaint } from '@/lib/cache/after-first-paint.mjs';
import { inlineScriptHashes, pagePolicy, withPagePolicy } from '@/lib/cache/page-policy.mjs';
import { pagePolicyTemplate } from '@/lib/security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const production = { NODE_ENV: 'production', API_URL: 'https://api.clinic.example' } as NodeJS.ProcessEnv;
const HTML =
  '<html><head><script src="/_next/static/chunks/a.js" async></script><script>self.__next_f=[]</script></head>' +
  '<body><script>self.__next_f.push([1,"<p>é</p>"])</script><script type="application/ld+json">{"@type":"MedicalClinic"}</script></body></html>';

describe('the policy a stored page carries', () => {
  it('allows exactly the page’s own inline scripts, by hash, and never unsafe-inline (JSON-LD is data: no hash)', () => {
    const policy = pagePolicy(HTML, pagePolicyTemplate(production))!;
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scripts).toBe(`script-src 'self' ${sha('self.__next_f=[]')} ${sha('self.__next_f.push([1,"<p>é</p>"])')}`);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('hashes nothing of external scripts, and lists a repeated script once', () => {
    expect(inlineScriptHashes('<head><script src="/x.js"></script><script>a()</script><script>a()</script></head>')).toEqual([sha('a()')]);
  });

  it('hashes only the kinds of script the site emits: a script that reached the body some other way stays blocked', () => {
    const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
    const turbopack = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"]});';
    const react = '$RC("B:0","S:0")';
    const injected = ['alert(document.cookie)', 'self.__next_f.push([1,"x"]);alert(1)', '$RC=alert;$RC(1)', '$RB=1;alert(1)'];
    const html = `<html><head></head><body><div>${[flight, turbopack, react, ...injected].map((text) => `<script>${text}</script>`).join('')}</div></body></html>`;
    expect(inlineScriptHashes(html).sort()).toEqual([sha(flight), sha(turbopack), sha(react)].sort());
  });

  it('allows React’s streaming runtime as react-dom writes it, and the after-first-paint loader made by this site', () => {
    const runtime = 'requestAnimationFrame(function(){$RT=performance.now()});';
    const page = afterFirstPaint(
      `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>Hi</p><script>${runtime}</script></body></html>`,
    );
    const loader = /<script id="after-first-paint">([\s\S]*?)<\/script>/.exec(page)![1];
    expect(inlineScriptHashes(page).sort()).toEqual([sha(runtime), sha(loader)].sort());
    const tampered = page
      .replace('/_next/static/chunks/a.js', 'https://evil.example/a.js')
      .replace('"https://evil.example/a.js"])', '"https://evil.example/a.js"]);alert(1)');
    expect(inlineScriptHashes(tampered)).toEqual([sha(runtime)]);
  });

  it('is added to an app page entry once, and leaves other entries alone', () => {
    process.env.CLINIC_PAGE_CSP_TEMPLATE = pagePolicyTemplate(production);
    const page = { kind: 'APP_PAGE', html: HTML, headers: { 'x-next-cache-tags': 'news' } as Record<string, string> };
    const stored = withPagePolicy(page);
    expect(stored.headers['content-security-policy']).toContain(sha('self.__next_f=[]'));
    expect(stored.headers['x-next-cache-tags']).toBe('news');
    expect(withPagePolicy(stored)).toBe(stored);
    const fetchEntry = { kind: 'FETCH', data: {} };
    expect(withPagePolicy(fetchEntry)).toBe(fetchEntry);
  });
});

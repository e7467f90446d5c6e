import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pagePolicy, withPagePolicy } from '@/lib/cache/page-policy.mjs';
import { pagePolicyTemplate } from '@/lib/security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const production = { NODE_ENV: 'production', API_URL: 'https://api.clinic.example' } as NodeJS.ProcessEnv;
const HTML =
  '<html><head><script src="/_next/static/chunks/a.js" async></script><script>self.__next_f=[]</script></head>' +
  '<body><script>self.__next_f.push([1,"<p>é</p>"])</script><script type="application/ld+json">{"@type":"MedicalClinic"}</script></body></html>';

describe('the policy a stored page carries', () => {
  it('allows exactly the page’s own inline scripts, by hash, and never unsafe-inline', () => {
    const policy = pagePolicy(HTML, pagePolicyTemplate(production))!;
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scripts).toBe(
      `script-src 'self' ${sha('self.__next_f=[]')} ${sha('self.__next_f.push([1,"<p>é</p>"])')} ${sha('{"@type":"MedicalClinic"}')}`,
    );
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('hashes nothing of external scripts, and lists a repeated script once', () => {
    expect(inlineScriptHashes('<script src="/x.js"></script><script>a()</script><script>a()</script>')).toEqual([sha('a()')]);
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

// @vitest-environment node
/** What the middleware answers for a language prefix typed in the wrong case, and for the per-request pages. */
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import middleware from '@/proxy';

const request = (path: string) => new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { 'accept-language': 'hy' } });

describe('the middleware and the language prefix', () => {
  it.each([
    ['/RU/contacts', '/ru/contacts'],
    ['/En/news', '/en/news'],
  ])('redirects %s to %s', async (path, target) => {
    const response = await middleware(request(path));
    expect([307, 308]).toContain(response.status);
    expect(new URL(response.headers.get('location')!).pathname).toBe(target);
  });

  it('gives the search page, in every language, a per-request policy with a nonce; a public page the static one', async () => {
    for (const path of ['/search', '/ru/search', '/en/search']) {
      const policy = (await middleware(request(path))).headers.get('content-security-policy');
      expect(policy, path).toMatch(/'nonce-[^']+'/);
    }
    expect((await middleware(request('/en/contacts'))).headers.get('content-security-policy')).toBeNull();
  });
});

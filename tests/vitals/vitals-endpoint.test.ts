import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { memoryVitalsStore, VITALS_REPORTS_PER_MINUTE, vitalsEndpoint } from '@/features/vitals/server';

const ORIGIN = 'http://localhost:3000';
const SECRET = 'a-webhook-secret-of-at-least-32-characters';
const REPORT = {
  template: 'service',
  locale: 'en',
  visit: true,
  metrics: [
    { name: 'LCP', value: 1200 },
    { name: 'TTFB', value: 90 },
  ],
};

function post(body: unknown, headers: Record<string, string> = {}, address = '203.0.113.7') {
  return new Request(`${ORIGIN}/api/vitals`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const summaryOf = async (endpoint: ReturnType<typeof vitalsEndpoint>) =>
  (await (await endpoint.GET(new Request(`${ORIGIN}/api/vitals`, { headers: { authorization: `Bearer ${SECRET}` } }))).json()) as {
    rows: Array<{ template: string; locale: string; visits: number; p75: Record<string, number | null>; samples: Record<string, number> }>;
  };

describe('the vitals endpoint', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    Object.assign(process.env, { PORT: '3000', REVALIDATE_SECRET: SECRET, TRUST_PROXY_HOPS: '1' });
    delete process.env.SITE_URL;
    delete process.env.REDIS_URL;
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it("counts a report of the site's own page, answers 204, sets no cookie, and the summary has it", async () => {
    const endpoint = vitalsEndpoint(memoryVitalsStore());
    const response = await endpoint.POST(post(REPORT));
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { rows } = await summaryOf(endpoint);
    expect(rows).toEqual([
      {
        template: 'service',
        locale: 'en',
        visits: 1,
        p75: { LCP: 1210, INP: null, CLS: null, TTFB: 100 },
        samples: { LCP: 1, INP: 0, CLS: 0, TTFB: 1 },
      },
    ]);
  });

  it.each([
    ['not JSON', post('{"template":'), 400],
    ['a field more (an address)', post({ ...REPORT, url: '/en/profile/42' }), 400],
    ['an unknown metric', post({ ...REPORT, metrics: [{ name: 'FID', value: 3 }] }), 400],
    ['over 1 KB', post({ ...REPORT, padding: 'x'.repeat(2000) }), 413],
    ['from another site', post(REPORT, { origin: 'https://elsewhere.example' }), 403],
    ['without an origin, cross-site', post(REPORT, { origin: '', 'sec-fetch-site': 'cross-site' }), 403],
    ['as a form', post(REPORT, { 'content-type': 'text/plain' }), 415],
  ])('refuses a report %s and counts nothing', async (_, request, status) => {
    const endpoint = vitalsEndpoint(memoryVitalsStore());
    if (request.headers.get('origin') === '') request.headers.delete('origin');
    expect((await endpoint.POST(request)).status).toBe(status);
    expect((await summaryOf(endpoint)).rows).toEqual([]);
  });

  it(`takes ${VITALS_REPORTS_PER_MINUTE} reports a minute from one address, then 429 with Retry-After, counting nothing more`, async () => {
    const endpoint = vitalsEndpoint(memoryVitalsStore());
    for (let i = 0; i < VITALS_REPORTS_PER_MINUTE; i++) expect((await endpoint.POST(post(REPORT))).status).toBe(204);
    const refused = await endpoint.POST(post(REPORT));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await endpoint.POST(post(REPORT, {}, '198.51.100.4'))).status).toBe(204);
    expect((await summaryOf(endpoint)).rows[0].visits).toBe(VITALS_REPORTS_PER_MINUTE + 1);
  });

  it('gives the summary only to the operator', async () => {
    const endpoint = vitalsEndpoint(memoryVitalsStore());
    expect((await endpoint.GET(new Request(`${ORIGIN}/api/vitals`))).status).toBe(401);
    expect((await endpoint.GET(new Request(`${ORIGIN}/api/vitals`, { headers: { authorization: 'Bearer wrong' } }))).status).toBe(401);
    expect((await endpoint.GET(new Request(`${ORIGIN}/api/vitals`, { headers: { authorization: `Bearer ${SECRET}` } }))).status).toBe(200);
  });
});

// @vitest-environment node
/** The soak test's verdict: any 5xx or broken page fails it, and so does memory growing after warm-up. */
import { describe, expect, it } from 'vitest';

import { heapGrowth, metricSum, soakReport, verdict, type SoakSummary } from '@/scripts/soak/report';
import { isWholePage } from '@/scripts/soak/traffic';

const MINUTE = 60_000;

/** memory(minute) gives each instance's live heap; resident(minute) its resident memory (default: 1.5 × the heap). */
function summary(
  memory: (minute: number) => [number, number],
  statuses: Array<[string, number, number]> = [['/en', 200, 100]],
  resident: (minute: number) => [number, number] | undefined = () => undefined,
): SoakSummary {
  const startedAt = 0;
  return {
    startedAt,
    seconds: 600,
    // A 10-minute run: each instance warms up in its first three minutes.
    warmUpMs: 3 * MINUTE,
    connections: 8,
    faultRate: 0.1,
    intervals: [
      {
        startedAt,
        requests: 100,
        p50: 10,
        p99: 90,
        errors: 0,
        timeouts: 0,
        brokenPages: new Map(),
        statuses: new Map(statuses.map(([path, status, count]) => [path, new Map([[status, count]])])),
      },
    ],
    events: [],
    memory: Array.from({ length: 31 }, (_, i) => {
      const at = startedAt + i * 20_000;
      const [a, b] = memory(at / MINUTE);
      const [residentA, residentB] = resident(at / MINUTE) ?? [a * 1.5, b * 1.5];
      // Instance 2 is a new process from minute 3 on.
      return { at, heap: [a, b], instances: [residentA, residentB], pids: [100, at < 3 * MINUTE ? 200 : 201] };
    }),
    faults: { forwarded: 90, status: 4, reset: 3, slow: 3 },
    webhooks: { sent: 360, failed: 0 },
  };
}

describe('soak verdict', () => {
  it('passes with no 5xx and flat memory after warm-up, a restart’s new warm-up included', () => {
    const flat = summary((minute) => [300 + (minute < 2 ? minute * 40 : 80), minute < 3 ? 300 : 200 + Math.min(minute - 3, 1) * 100]);
    expect(heapGrowth(flat, 0)).toBeCloseTo(0);
    expect(heapGrowth(flat, 1)).toBeCloseTo(0);
    expect(verdict(flat).passed).toBe(true);
    expect(soakReport(flat)).toContain('**Result: passed**');
  });

  it('fails on a live heap growing 5 % or more over the last two thirds of the run', () => {
    // From minute 3.3 to minute 10: 100 → 106 MB fails, 100 → 104 MB passes.
    const growing = (total: number) => summary((minute) => [minute < 10 / 3 ? 100 : 100 + ((minute - 10 / 3) / (20 / 3)) * total, 100]);
    expect(heapGrowth(growing(6), 0)).toBeGreaterThan(0.05);
    expect(verdict(growing(6)).passed).toBe(false);
    expect(soakReport(growing(6))).toMatch(/live heap over the last 7 minutes growing \(goal: under 5 %\): instance 1: \+5\.\d %/);
    expect(heapGrowth(growing(4), 0)).toBeLessThan(0.05);
    expect(verdict(growing(4)).passed).toBe(true);
  });

  it('judges the live heap, not resident memory that swings between collections', () => {
    // Resident memory climbs from 380 to 560 MB over the last half while the heap that survives a collection stays at 120 MB.
    const residentClimbing = summary(
      () => [120, 120],
      undefined,
      (minute) => [380 + minute * 18, 380],
    );
    expect(heapGrowth(residentClimbing, 0)).toBeCloseTo(0);
    expect(verdict(residentClimbing).passed).toBe(true);
    const heapClimbing = summary(
      (minute) => [120 + minute * 4, 120],
      undefined,
      () => [400, 400],
    );
    expect(heapGrowth(heapClimbing, 0)).toBeGreaterThan(0.1);
    expect(verdict(heapClimbing).passed).toBe(false);
  });

  it('does not count an instance without enough heap samples after its warm-up', () => {
    const unmeasured = summary(() => [120, 120]);
    for (const sample of unmeasured.memory) sample.heap = [null, sample.heap[1]!];
    expect(heapGrowth(unmeasured, 0)).toBeNull();
    expect(soakReport(unmeasured)).toContain('instance 1: too few samples after warm-up');
  });

  it('fails on any 5xx, and lists every non-2xx by page', () => {
    const failing = summary(
      () => [300, 300],
      [
        ['/en', 200, 90],
        ['/ru/news', 502, 1],
        ['/a1.b', 404, 5],
      ],
    );
    expect(verdict(failing)).toMatchObject({ serverErrors: 1, passed: false });
    const report = soakReport(failing);
    expect(report).toContain('| `/ru/news` | 502 | 1 |');
    expect(report).toContain('| `/a1.b` | 404 | 5 |');
  });

  it('takes an empty document or the error screen for a broken page', () => {
    const page = (h1: string) => `<!doctype html><html><body><h1>${h1}</h1>${'x'.repeat(3000)}</body></html>`;
    expect(isWholePage(page('Our doctors'))).toBe(true);
    expect(isWholePage('<!doctype html><html><body></body></html>')).toBe(false);
    expect(isWholePage(page('Oops :('))).toBe(false);
  });
});

describe('the metrics endpoint’s view in the soak report', () => {
  it('sums the counters of each instance’s /metrics and shows them beside each other', () => {
    const text = [
      '# HELP clinic_http_requests_total x',
      'clinic_http_requests_total{route="/[locale]",method="GET",status="200"} 90',
      'clinic_http_requests_total{route="/[locale]/news/[slug]",method="GET",status="503"} 2',
      'clinic_page_cache_lookups_total{layer="next",result="hit"} 80',
      'clinic_api_calls_total{call="GET /news/",outcome="ok"} 5',
      'clinic_api_calls_total{call="GET /news/",outcome="server_error"} 1',
      'clinic_api_calls_total{call="GET /news/",outcome="client_error"} 7',
      'clinic_api_breaker_open 0',
    ].join('\n');
    expect(metricSum(text, 'clinic_http_requests_total', { status: /^5/ })).toBe(2);
    const report = soakReport({ ...summary(() => [80, 80]), metrics: [text, ''] });
    expect(report).toContain('## The same run through the metrics endpoint');
    expect(report).toContain('| answers | 92 | not reached |');
    expect(report).toContain('| answers 5xx | 2 | not reached |');
    expect(report).toContain('| clinic API calls: ok / failed (5xx or network) | 5 / 1 | not reached |');
    expect(report).toContain('- instance 1: `clinic_http_requests_total{route="/[locale]/news/[slug]",method="GET",status="503"} 2`');
  });
});

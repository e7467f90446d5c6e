/** reports/soak.md from the soak's intervals, events and memory samples. */
import type { IntervalResult } from './traffic';

export interface SoakEvent {
  at: number;
  what: string;
}

export interface MemorySample {
  at: number;
  /** Resident memory, MB per instance (null: not running). */
  instances: Array<number | null>;
  /** Live JavaScript heap after a full collection, MB per instance (null: not running or not measured). */
  heap: Array<number | null>;
  /** The instance's server process, to tell a restarted instance's samples apart. */
  pids: Array<number | null>;
}

/**
 * Samples taken this long after an instance's process started are past its warm-up: under the soak's traffic and
 * webhooks an instance fills its in-memory page and data caches over about ten minutes (the live heap of the
 * instance that ran the whole 30-minute soak rose 82 → 94 MB in its first ten minutes and then stayed within
 * 90–99 MB), and a restarted instance does the same again.
 */
export const WARM_UP_MS = 600_000;

export interface SoakSummary {
  startedAt: number;
  /** The commit the soak built and ran. */
  commit?: string;
  seconds: number;
  /** How long after its start an instance's heap is judged (WARM_UP_MS unless a shorter run sets its own). */
  warmUpMs?: number;
  connections: number;
  faultRate: number;
  intervals: IntervalResult[];
  events: SoakEvent[];
  memory: MemorySample[];
  faults: Record<string, number>;
  webhooks: { sent: number; failed: number };
  /** Each instance's `/metrics` text at the end of the run (lib/metrics). */
  metrics?: string[];
}

/** The sum of a metric's samples whose labels match, read from Prometheus's text format. */
export function metricSum(text: string, name: string, labels: Record<string, string | RegExp> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}(?:\\{(.*)\\})? (\\S+)$`).exec(line);
    if (!match) continue;
    const present = Object.fromEntries([...(match[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    const fits = Object.entries(labels).every(([key, want]) =>
      typeof want === 'string' ? present[key] === want : want.test(present[key] ?? ''),
    );
    if (fits) sum += Number(match[2]);
  }
  return sum;
}

function metricsSection(texts: string[]): string[] {
  const sum = metricSum;
  const rows: Array<[string, (text: string) => string]> = [
    ['answers', (t) => String(sum(t, 'clinic_http_requests_total'))],
    ['answers 5xx', (t) => String(sum(t, 'clinic_http_requests_total', { status: /^5/ }))],
    [
      'pages Next served from its cache / stale / rendered (HIT / STALE / MISS)',
      (t) => ['hit', 'stale', 'miss'].map((result) => sum(t, 'clinic_page_cache_lookups_total', { layer: 'next', result })).join(' / '),
    ],
    [
      'Redis page cache: hits / misses / unavailable',
      (t) =>
        ['hit', 'miss', 'unavailable'].map((result) => sum(t, 'clinic_page_cache_lookups_total', { layer: 'redis', result })).join(' / '),
    ],
    [
      'clinic API calls: ok / failed (5xx or network)',
      (t) =>
        `${sum(t, 'clinic_api_calls_total', { outcome: 'ok' })} / ${sum(t, 'clinic_api_calls_total', { outcome: /^(server|network)_error$/ })}`,
    ],
    ['clinic API failing at the end (`clinic_api_breaker_open`)', (t) => String(sum(t, 'clinic_api_breaker_open'))],
    ['Redis errors', (t) => String(sum(t, 'clinic_redis_errors_total'))],
  ];
  return [
    '',
    '## The same run through the metrics endpoint',
    '',
    "Each instance's `GET /metrics` (`METRICS_PORT`, lib/metrics) at the end of the run; instance 2 counts from its restart.",
    '',
    `| | ${texts.map((_, index) => `instance ${index + 1}`).join(' | ')} |`,
    `|---|${texts.map(() => '---:').join('|')}|`,
    ...rows.map(([label, value]) => `| ${label} | ${texts.map((text) => (text ? value(text) : 'not reached')).join(' | ')} |`),
    '',
    'Answers 5xx an instance gave, by route (the proxy retries a 502/503 on the other instance, so the visitor may not have seen them):',
    '',
    ...serverErrorSeries(texts),
  ];
}

/** Every `clinic_http_requests_total` series with a 5xx status, per instance, as list lines. */
function serverErrorSeries(texts: string[]): string[] {
  const lines = texts.flatMap((text, index) =>
    text
      .split('\n')
      .filter((line) => /^clinic_http_requests_total\{.*status="5\d\d".*\} [1-9]/.test(line))
      .map((line) => `- instance ${index + 1}: \`${line}\``),
  );
  return lines.length > 0 ? lines : ['- none'];
}

const minute = (summary: SoakSummary, at: number) => Math.floor((at - summary.startedAt) / 60_000);

/** The share of the run, counted back from its end, over which the live heap must stay flat: the last 20 of 30 minutes. */
export const JUDGED_SHARE = 2 / 3;
/** How much the live heap may grow over the judged window. */
export const FLAT_WITHIN = 0.05;

/**
 * Growth of one instance's memory over the judged window (the last JUDGED_SHARE of the run), counting only its
 * last process's samples taken after its warm-up: its live heap (what survives a full collection, so no sawtooth
 * between collections) in the first minute of that window against the last minute (medians of three samples, 20 s
 * apart). Resident memory is not judged: V8 keeps freed pages for a while, so it measures where the last collection
 * happened to fall, not what the process holds (reports/soak.md shows both). Null when there are fewer than six
 * such samples.
 */
export function heapGrowth(summary: SoakSummary, index: number): number | null {
  const values = judgedHeap(summary, index);
  if (values.length < 6) return null;
  const median = (three: number[]) => [...three].sort((a, b) => a - b)[1]!;
  const first = median(values.slice(0, 3));
  return (median(values.slice(-3)) - first) / first;
}

/** The judged samples of one instance's live heap (see heapGrowth), in MB. */
function judgedHeap(summary: SoakSummary, index: number): number[] {
  const pid = summary.memory.at(-1)?.pids[index];
  if (!pid) return [];
  const firstSeen = summary.memory.find((sample) => sample.pids[index] === pid)?.at ?? Infinity;
  const from = Math.max(summary.startedAt + summary.seconds * 1000 * (1 - JUDGED_SHARE), firstSeen + (summary.warmUpMs ?? WARM_UP_MS));
  return summary.memory
    .filter((sample) => sample.at >= from && sample.pids[index] === pid && sample.heap[index] != null)
    .map((sample) => sample.heap[index]!);
}

export function verdict(summary: SoakSummary) {
  let total = 0;
  let serverErrors = 0;
  let broken = 0;
  for (const interval of summary.intervals) {
    total += interval.requests;
    for (const byStatus of interval.statuses.values()) for (const [status, count] of byStatus) if (status >= 500) serverErrors += count;
    for (const count of interval.brokenPages.values()) broken += count;
  }
  const growth = summary.memory[0]?.instances.map((_, index) => heapGrowth(summary, index)) ?? [];
  const memoryFlat = growth.every((value) => value === null || value < FLAT_WITHIN);
  return { total, serverErrors, broken, growth, memoryFlat, passed: serverErrors === 0 && broken === 0 && memoryFlat };
}

export function soakReport(summary: SoakSummary): string {
  const result = verdict(summary);
  const lines: string[] = [];
  lines.push('# Soak test', '');
  lines.push(
    `\`npm run soak\` (scripts/soak.ts), ${new Date(summary.startedAt).toISOString()}${summary.commit ? `, commit \`${summary.commit}\`` : ''}: ${summary.seconds} s of mixed traffic on public pages ` +
      `(autocannon, ${summary.connections} connections) through nginx with TLS to two \`npm start\` instances sharing Redis; ` +
      `a fault proxy fails ${Math.round(summary.faultRate * 100)} % of the instances' calls to the clinic API; the content webhook fires every 10 s ` +
      'for every content type; one instance is killed and started again; Redis is restarted once.',
    '',
  );
  lines.push(
    `**Result: ${result.passed ? 'passed' : 'FAILED'}** — ${result.total} requests, ${result.serverErrors} answers 5xx, ${result.broken} pages that were not a whole page; ` +
      `live heap over the last ${Math.round((summary.seconds * JUDGED_SHARE) / 60)} minutes ${result.memoryFlat ? 'flat' : 'growing'} (goal: under ${FLAT_WITHIN * 100} %): ` +
      result.growth
        .map((growth, index) => {
          if (growth === null) return `instance ${index + 1}: too few samples after warm-up`;
          const heap = judgedHeap(summary, index);
          return `instance ${index + 1}: ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % (${heap.length} samples, ${Math.min(...heap)}–${Math.max(...heap)} MB)`;
        })
        .join(', ') +
      '.',
    '',
  );

  lines.push('## Every status other than 2xx, by page', '', '| page | status | answers |', '|---|---|---:|');
  const totals = new Map<string, number>();
  for (const interval of summary.intervals) {
    for (const [path, byStatus] of interval.statuses)
      for (const [status, count] of byStatus)
        if (status < 200 || status >= 300) totals.set(`${path}\t${status}`, (totals.get(`${path}\t${status}`) ?? 0) + count);
  }
  if (totals.size === 0) lines.push('| (none) | | |');
  for (const [key, count] of [...totals].sort()) {
    const [path, status] = key.split('\t');
    lines.push(`| \`${path}\` | ${status} | ${count} |`);
  }
  lines.push(
    '',
    `Connection errors: ${summary.intervals.reduce((n, i) => n + i.errors, 0)}, timeouts: ${summary.intervals.reduce((n, i) => n + i.timeouts, 0)}.`,
    '',
  );

  lines.push('## Latency per interval', '', '| from minute | requests | p50 (ms) | p99 (ms) |', '|---:|---:|---:|---:|');
  for (const interval of summary.intervals)
    lines.push(
      `| ${((interval.startedAt - summary.startedAt) / 60_000).toFixed(1)} | ${interval.requests} | ${interval.p50} | ${interval.p99} |`,
    );

  lines.push(
    '',
    '## Memory of each instance per minute (MB, last sample of the minute)',
    '',
    'Live heap: the JavaScript heap after a forced full collection, the figure the verdict judges. Resident: the process as the system sees it, collections or not.',
    '',
    '| minute | instance 1 live heap | instance 2 live heap | instance 1 resident | instance 2 resident |',
    '|---:|---:|---:|---:|---:|',
  );
  const byMinute = new Map<number, MemorySample>();
  for (const sample of summary.memory) byMinute.set(minute(summary, sample.at), sample);
  const mb = (value: number | null) => (value === null ? 'down' : value);
  for (const [m, sample] of byMinute) lines.push(`| ${m} | ${[...sample.heap, ...sample.instances].map(mb).join(' | ')} |`);

  lines.push('', '## Events', '', '| at (s) | what |', '|---:|---|');
  for (const event of summary.events) lines.push(`| ${Math.round((event.at - summary.startedAt) / 1000)} | ${event.what} |`);
  lines.push(
    '',
    `Fault proxy: ${Object.entries(summary.faults)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}. Webhook calls: ${summary.webhooks.sent} sent, ${summary.webhooks.failed} not answered 200.`,
    '',
  );
  if (summary.metrics) lines.push(...metricsSection(summary.metrics), '');
  return lines.join('\n');
}

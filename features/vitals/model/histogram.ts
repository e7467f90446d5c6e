/**
 * Each metric is kept as a histogram of fixed buckets (10 ms; 0.001 for CLS), so reports from every instance and
 * hour add up by counting, and the 75th percentile of a day is read from the sum: exact to one bucket.
 */
import type { MetricName } from './page-template';

const STEP: Record<MetricName, number> = { LCP: 10, INP: 10, TTFB: 10, CLS: 0.001 };
/** The last bucket holds everything from here up (10 s; a CLS of 1). */
const LAST_BUCKET = 1000;

export type Histogram = Map<number, number>;

export function bucketOf(metric: MetricName, value: number): number {
  return Math.min(LAST_BUCKET, Math.floor(value / STEP[metric] + 1e-9));
}

/** The 75th percentile: the upper edge of the bucket where three quarters of the values are reached. */
export function p75(metric: MetricName, histogram: Histogram): number | null {
  const total = [...histogram.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket)!;
    if (seen >= rank) return Number(((bucket + 1) * STEP[metric]).toFixed(3));
  }
  return null;
}

export function addInto(target: Histogram, source: Iterable<[number, number]>) {
  for (const [bucket, count] of source) target.set(bucket, (target.get(bucket) ?? 0) + count);
}

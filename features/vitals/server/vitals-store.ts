/**
 * Where the reports add up: per hour, page template and language, a visit count and one histogram per metric.
 * With `REDIS_URL` every instance counts into Redis (hashes of bucket → count, kept 25 hours); while Redis is
 * not configured, away or slow, into this instance's memory (the last 24 hours). Only counts are kept: no
 * address, no time finer than the hour, nothing per visitor.
 */
import 'server-only';

import type { Locale } from '@/lib/locales';
import { redisKey, sharedRedis, withDeadline } from '@/lib/redis/shared-redis';

import { addInto, bucketOf, p75, type Histogram } from '../model/histogram';
import { METRIC_NAMES, type MetricName, type PageTemplate } from '../model/page-template';
import type { VitalsReport } from '../model/vitals-report';

const HOUR_MS = 3_600_000;
export const SUMMARY_HOURS = 24;
/** A little more than the summary's window, so the oldest hour is whole when it is read. */
const KEEP_SECONDS = (SUMMARY_HOURS + 1) * 3600;

type GroupKey = `${PageTemplate}|${Locale}`;
interface Group {
  visits: number;
  metrics: Record<MetricName, Histogram>;
}

export interface SummaryRow {
  template: PageTemplate;
  locale: Locale;
  visits: number;
  /** p75 per metric (ms; CLS unitless) and how many values it is read from. */
  p75: Record<MetricName, number | null>;
  samples: Record<MetricName, number>;
}

const hourOf = (now: number) => Math.floor(now / HOUR_MS);
const emptyGroup = (): Group => ({ visits: 0, metrics: { LCP: new Map(), INP: new Map(), CLS: new Map(), TTFB: new Map() } });

export interface VitalsStore {
  add(report: VitalsReport, now?: number): Promise<void>;
  summary(now?: number): Promise<SummaryRow[]>;
}

function summarize(groups: Map<GroupKey, Group>): SummaryRow[] {
  return [...groups.entries()]
    .map(([key, group]) => {
      const [template, locale] = key.split('|') as [PageTemplate, Locale];
      const count = (metric: MetricName) => [...group.metrics[metric].values()].reduce((sum, n) => sum + n, 0);
      return {
        template,
        locale,
        visits: group.visits,
        p75: Object.fromEntries(METRIC_NAMES.map((metric) => [metric, p75(metric, group.metrics[metric])])) as SummaryRow['p75'],
        samples: Object.fromEntries(METRIC_NAMES.map((metric) => [metric, count(metric)])) as SummaryRow['samples'],
      };
    })
    .sort((a, b) => b.visits - a.visits || a.template.localeCompare(b.template) || a.locale.localeCompare(b.locale));
}

/** This instance's memory: hour → group → counts; hours past the window are dropped as new ones begin. */
export function memoryVitalsStore(): VitalsStore {
  const hours = new Map<number, Map<GroupKey, Group>>();
  const prune = (hour: number) => {
    for (const known of hours.keys()) if (known <= hour - SUMMARY_HOURS) hours.delete(known);
  };
  return {
    async add(report, now = Date.now()) {
      const hour = hourOf(now);
      prune(hour);
      const groups = hours.get(hour) ?? new Map<GroupKey, Group>();
      hours.set(hour, groups);
      const key: GroupKey = `${report.template}|${report.locale}`;
      const group = groups.get(key) ?? emptyGroup();
      groups.set(key, group);
      if (report.visit) group.visits += 1;
      for (const { name, value } of report.metrics) addInto(group.metrics[name], [[bucketOf(name, value), 1]]);
    },
    async summary(now = Date.now()) {
      prune(hourOf(now));
      const total = new Map<GroupKey, Group>();
      for (const groups of hours.values()) {
        for (const [key, group] of groups) {
          const sum = total.get(key) ?? emptyGroup();
          total.set(key, sum);
          sum.visits += group.visits;
          for (const metric of METRIC_NAMES) addInto(sum.metrics[metric], group.metrics[metric]);
        }
      }
      return summarize(total);
    },
  };
}

type Redis = NonNullable<Awaited<ReturnType<typeof sharedRedis>>>;

/** Redis, with this instance's memory whenever Redis cannot take or give the counts. */
export function redisVitalsStore(connect: () => Promise<Redis | null> = () => sharedRedis(), fallback = memoryVitalsStore()): VitalsStore {
  const groupsKey = (hour: number) => redisKey('vitals', String(hour), 'groups');
  const countsKey = (hour: number, group: GroupKey, what: MetricName | 'visits') => redisKey('vitals', String(hour), group, what);
  return {
    async add(report, now = Date.now()) {
      const redis = await connect().catch(() => null);
      if (!redis) return fallback.add(report, now);
      const hour = hourOf(now);
      const group: GroupKey = `${report.template}|${report.locale}`;
      const batch = redis.multi().sAdd(groupsKey(hour), group).expire(groupsKey(hour), KEEP_SECONDS);
      if (report.visit) batch.incr(countsKey(hour, group, 'visits')).expire(countsKey(hour, group, 'visits'), KEEP_SECONDS);
      for (const { name, value } of report.metrics) {
        batch.hIncrBy(countsKey(hour, group, name), String(bucketOf(name, value)), 1).expire(countsKey(hour, group, name), KEEP_SECONDS);
      }
      try {
        await withDeadline(batch.exec());
      } catch {
        await fallback.add(report, now);
      }
    },
    async summary(now = Date.now()) {
      const redis = await connect().catch(() => null);
      if (!redis) return fallback.summary(now);
      const last = hourOf(now);
      const hours = Array.from({ length: SUMMARY_HOURS }, (_, index) => last - index);
      const total = new Map<GroupKey, Group>();
      for (const hour of hours) {
        const groups = (await redis.sMembers(groupsKey(hour))) as GroupKey[];
        for (const key of groups) {
          const sum = total.get(key) ?? emptyGroup();
          total.set(key, sum);
          sum.visits += Number((await redis.get(countsKey(hour, key, 'visits'))) ?? 0);
          for (const metric of METRIC_NAMES) {
            const counts = await redis.hGetAll(countsKey(hour, key, metric));
            addInto(
              sum.metrics[metric],
              Object.entries(counts).map(([bucket, count]) => [Number(bucket), Number(count)] as [number, number]),
            );
          }
        }
      }
      return summarize(total);
    },
  };
}

/**
 * What a visit reports about its speed (web-vitals: LCP, INP, CLS, TTFB) and how the site keeps it: nothing
 * about the visitor, only the page's template (never its address: a profile's names the client), its language
 * and the four numbers. The endpoint checks every report against this schema.
 */
import * as z from 'zod/mini';

import { LOCALES } from '@/lib/locales';

import { METRIC_NAMES, PAGE_TEMPLATES } from './page-template';

/** Generous upper bounds: a value past them is a broken measurement, not a slow page. */
const MAX_MS = 120_000;
const MAX_CLS = 100;

const metricSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('CLS'), value: z.number().check(z.minimum(0), z.maximum(MAX_CLS)) }),
  z.object({ name: z.enum(['LCP', 'INP', 'TTFB']), value: z.number().check(z.minimum(0), z.maximum(MAX_MS)) }),
]);

export const vitalsReportSchema = z.strictObject({
  template: z.enum(PAGE_TEMPLATES),
  locale: z.enum(LOCALES),
  /** True on the first report of a page view: counts the visit. */
  visit: z.boolean(),
  metrics: z.array(metricSchema).check(z.minLength(1), z.maxLength(METRIC_NAMES.length)),
});
export type VitalsReport = z.infer<typeof vitalsReportSchema>;

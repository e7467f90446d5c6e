/** The vitals feature's pure part: what a report is, the page templates, the histograms. */
export { METRIC_NAMES, PAGE_TEMPLATES, VITALS_ENDPOINT, pageTemplate } from './model/page-template';
export type { MetricName, PageTemplate } from './model/page-template';
export { vitalsReportSchema } from './model/vitals-report';
export type { VitalsReport } from './model/vitals-report';

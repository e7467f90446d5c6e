/** The vitals feature's pure part: what a report is, the page templates, the histograms. */
export { METRIC_NAMES, PAGE_TEMPLATES, VITALS_ENDPOINT, pageTemplate, vitalsReportSchema } from './model/vitals-report';
export type { MetricName, PageTemplate, VitalsReport } from './model/vitals-report';

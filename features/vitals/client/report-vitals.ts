/**
 * Measures this visit with web-vitals and sends the numbers to the site's own endpoint when the page is hidden
 * or left (the moment web-vitals finalizes them): one small JSON report, without cookies. Loaded only for the
 * visits in the sample (features/vitals/model/sample-rate.ts).
 * `fetch` with `keepalive` is the beacon here: `navigator.sendBeacon` always sends the site's cookies (the
 * session's among them), so it serves only a browser without keepalive.
 */
import 'client-only';

import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

import { pageTemplate, VITALS_ENDPOINT } from '@/features/vitals/model/page-template';
import type { VitalsReport } from '@/features/vitals/model/vitals-report';
import type { Locale } from '@/lib/locales';

function send(report: VitalsReport) {
  const body = JSON.stringify(report);
  try {
    void fetch(VITALS_ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    navigator.sendBeacon?.(VITALS_ENDPOINT, new Blob([body], { type: 'application/json' }));
  }
}

/** Starts measuring this page view (once per document load). */
export function reportVitals(locale: Locale) {
  // Taken at load: web-vitals measures the page the document was loaded for.
  const template = pageTemplate(window.location.pathname);
  let pending = new Map<Metric['name'], number>();
  let visit = true;
  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending].flatMap(([name, value]) => (name === 'FCP' ? [] : [{ name, value }]));
    pending = new Map();
    if (metrics.length === 0) return;
    send({ template, locale, visit, metrics } as VitalsReport);
    visit = false;
  };
  const keep = (metric: Metric) => pending.set(metric.name, metric.value);
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}

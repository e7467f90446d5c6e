'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';

import { VITALS_SAMPLE_RATE } from '../model/sample-rate';

/**
 * Measures a sample of real visits (features/vitals/client/report-vitals.ts); its code loads after the page is
 * interactive, and only for a visit in the sample.
 */
export default function VitalsReporter() {
  const locale = useLocale();
  useEffect(() => {
    if (Math.random() >= VITALS_SAMPLE_RATE) return;
    // When the browser is idle: the page's own start comes first, and the observers read what came before.
    const load = () => void import('../client/report-vitals').then(({ reportVitals }) => reportVitals(locale)).catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') return load();
    const idle = requestIdleCallback(load, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, [locale]);
  return null;
}

'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';

/** Measures real visits (features/vitals/client/report-vitals.ts); its code loads after the page is interactive. */
export default function VitalsReporter() {
  const locale = useLocale();
  useEffect(() => {
    void import('../client/report-vitals').then(({ reportVitals }) => reportVitals(locale)).catch(() => undefined);
  }, [locale]);
  return null;
}

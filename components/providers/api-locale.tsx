'use client';

import { useLocale } from 'next-intl';
import { setApiLocale } from '@/lib/api/client';
import type { Locale } from '@/lib/config';

/** Browser API calls send Accept-Language = the interface locale. Set during render so the first request has it. */
export default function ApiLocale() {
  setApiLocale(useLocale() as Locale);
  return null;
}

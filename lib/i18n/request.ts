import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';

import { CLINIC_TIME_ZONE } from '@/lib/clinic';

import { loadCompiledMessages } from './compiled-messages';
import { formats } from './formats';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await loadCompiledMessages(locale),
    timeZone: CLINIC_TIME_ZONE,
    formats,
  };
});

import 'client-only';

import { useEffect, type RefObject } from 'react';

import { lookupIpCountry } from '@/features/phone/client/ip-country';
import { isCountryAllowed, normalizeIso2 } from '@/features/phone/model/countries';
import { LOCALE_COUNTRIES } from '@/features/phone/model/limits';
import type { CountryFilter, CountryIso2 } from '@/features/phone/model/types';

interface VisitorCountryOptions {
  /** The site's own lookup path; empty switches the lookup off. */
  lookupUrl: string;
  /** False when a value or a default already chose the country. */
  needsCountry: boolean;
  locale: string;
  filter: CountryFilter;
  fallback: CountryIso2 | undefined;
  /** Set once the visitor typed, pasted or picked: from then on the lookup changes nothing. */
  touched: RefObject<boolean>;
  choose: (iso2: CountryIso2) => void;
}

/**
 * Preselects the visitor's country when nothing else has chosen one: the lookup's country when it is offered,
 * else the country of the page's language (hy → AM, ru → RU, en → US) when that is offered, else the fallback.
 */
export function useVisitorCountry({ lookupUrl, needsCountry, locale, filter, fallback, touched, choose }: VisitorCountryOptions) {
  useEffect(() => {
    if (!needsCountry || !lookupUrl) return;
    let cancelled = false;
    const pick = (iso2: CountryIso2 | undefined) => {
      if (cancelled || touched.current || !iso2) return;
      choose(iso2);
    };
    const byLanguage = (LOCALE_COUNTRIES as Record<string, string>)[locale];
    const offered = (code: string | undefined) => (code && isCountryAllowed(code, filter) ? normalizeIso2(code) : undefined);
    lookupIpCountry({ url: lookupUrl }).then(
      (code) => {
        if (code && !offered(code))
          console.warn(`Phone field: the visitor's country ${code} is not offered; using ${offered(byLanguage) ?? fallback}`);
        pick(offered(code) ?? offered(byLanguage) ?? fallback);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`Phone field: the country lookup failed; using ${offered(byLanguage) ?? fallback}`, error);
        pick(offered(byLanguage) ?? fallback);
      },
    );
    return () => {
      cancelled = true;
    };
    // Runs once per field: later changes of the lists do not repeat the lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsCountry, lookupUrl]);
}

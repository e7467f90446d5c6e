import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';

import type { Locale } from '@/lib/locales';

import { routing } from './routing';

export type LocaleParams<Extra = object> = Promise<{ locale: string } & Extra>;

/** Validates the locale segment and enables static rendering for it. */
export function enableLocale(locale: string): Locale {
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

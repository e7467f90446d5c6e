import 'server-only';

import compile from 'icu-minify/compile';

import type { Locale } from '@/lib/locales';
import { mapStrings } from '@/lib/map-strings';

import { loadMessages, type Messages } from './messages';

const compiled = new Map<Locale, Messages>();

/**
 * icu-minify makes a plural's branches an object without a prototype, which React will not hand to a client component;
 * the JSON copy is the same data in plain objects.
 */
const compilePlain = (message: string): unknown => JSON.parse(JSON.stringify(compile(message)));

/**
 * One locale's messages as next-intl formats them: typeset (lib/typography), then every ICU message compiled once
 * per process into icu-minify's form. The build aliases use-intl's formatter to its precompiled variant
 * (next.config.ts), so neither the server nor any page's JavaScript carries an ICU parser. A text without arguments stays the same string; code that reads texts directly uses `loadMessages`.
 */
export async function loadCompiledMessages(locale: Locale): Promise<Messages> {
  const cached = compiled.get(locale);
  if (cached) return cached;
  // The compiled form keeps the namespaces and keys; only a leaf with arguments or tags becomes an array.
  const messages = mapStrings(await loadMessages(locale), compilePlain);
  compiled.set(locale, messages);
  return messages;
}

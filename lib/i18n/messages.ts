import type { Locale } from '@/lib/locales';
import { typesetAll } from '@/lib/typography';

export type Messages = typeof import('@/messages/en.json');

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  hy: () => import('@/messages/hy.json'),
  ru: () => import('@/messages/ru.json'),
  en: () => import('@/messages/en.json'),
};

const typeset = new Map<Locale, Messages>();

/**
 * Loads one locale's messages, typeset once per process (lib/typography). A failure is an error, never a
 * silent fallback to another language.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const loader = loaders[locale];
  if (!loader) throw new Error(`Failed loading locale: ${locale}`);
  try {
    const cached = typeset.get(locale);
    if (cached) return cached;
    const messages = typesetAll((await loader()).default, locale);
    typeset.set(locale, messages);
    return messages;
  } catch (cause) {
    throw new Error(`Failed to load messages for locale ${locale}`, { cause });
  }
}

/**
 * The named formats the browser gets: none. Only server components format with the named date formats of
 * lib/i18n/formats.ts (client code formats through lib/i18n/format.ts), and every page's flight data would
 * otherwise carry them.
 */
export const CLIENT_FORMATS = {};

/** Message namespaces a client feature reads; each feature exports its own list beside its components. */
export type ClientNamespaces = readonly (keyof Messages)[];

export function pickMessages(messages: Messages, namespaces: ClientNamespaces): Partial<Messages> {
  const picked: Record<string, unknown> = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked as Partial<Messages>;
}

import type { Locale } from '@/lib/config';

export type Messages = typeof import('@/messages/en.json');

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  hy: () => import('@/messages/hy.json'),
  ru: () => import('@/messages/ru.json'),
  en: () => import('@/messages/en.json'),
};

/** Loads one locale's messages. A failure is an error, never a silent fallback to another language. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const loader = loaders[locale];
  if (!loader) throw new Error(`Failed loading locale: ${locale}`);
  try {
    return (await loader()).default;
  } catch (cause) {
    throw new Error(`Failed to load messages for locale ${locale}`, { cause });
  }
}

/**
 * Namespaces that client components read. Only these reach the browser; server components
 * translate everything else on the server, so most text never ships as JavaScript.
 */
export const CLIENT_NAMESPACES = [
  'Common',
  'Nav',
  'Error',
  'ApiErrors',
  'Phone',
  'ApplicationForm',
  'Services',
  'Auth',
  'Profile',
  'Gallery',
  'ReviewForm',
  'ReviewList',
  'Map',
] as const;

export function pickClientMessages(messages: Messages): Partial<Messages> {
  const picked: Record<string, unknown> = {};
  for (const namespace of CLIENT_NAMESPACES) {
    const value = (messages as Record<string, unknown>)[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked as Partial<Messages>;
}

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
 * Namespaces that client components on any page read: the error boundary, and the sign-in dialog that
 * the header opens (with its phone field and API error texts). Features with more text wrap themselves
 * in <ClientMessages> with their own namespaces, so a page ships only the texts its client code uses.
 */
export const GLOBAL_CLIENT_NAMESPACES = ['Error', 'Auth', 'Phone', 'ApiErrors'] as const satisfies readonly (keyof Messages)[];

export function pickMessages(messages: Messages, namespaces: readonly (keyof Messages)[]): Partial<Messages> {
  const picked: Record<string, unknown> = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked as Partial<Messages>;
}

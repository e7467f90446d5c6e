import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { GLOBAL_CLIENT_NAMESPACES, pickMessages, type Messages } from '@/lib/i18n/messages';

/**
 * Hands the messages of a few namespaces to the client components below it. Each interactive feature
 * (a form, the gallery viewer, the profile) wraps itself in one, so a page ships only the texts its own
 * client components use — never the whole message file.
 */
export default async function ClientMessages({ namespaces, children }: { namespaces: readonly (keyof Messages)[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, [...GLOBAL_CLIENT_NAMESPACES, ...namespaces])}>{children}</NextIntlClientProvider>;
}

import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

import { CLIENT_FORMATS, pickMessages, type ClientNamespaces } from '@/lib/i18n/messages';

/**
 * Hands the messages of a few namespaces to the client components below it. Each interactive feature
 * (a form, the gallery viewer, the profile) wraps itself in one, so a page ships only the texts its own
 * client components use — never the whole message file. `namespaces` is the list the feature exports
 * beside its components (e.g. GALLERY_NAMESPACES in features/gallery/components/namespaces.ts).
 */
export default async function ClientMessages({ namespaces, children }: { namespaces: ClientNamespaces; children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, namespaces)} formats={CLIENT_FORMATS}>
      {children}
    </NextIntlClientProvider>
  );
}

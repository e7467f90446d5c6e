'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { use, useMemo, type ReactNode } from 'react';

import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/locales';

import { MESSAGE_BUNDLES, messageBundleUrl, type MessageBundle } from '../model/message-bundles';

const requests = new Map<string, Promise<Partial<Messages>>>();

/** Fetches a message bundle once per page life (call it on intent to have it ready); a failed fetch is tried again next time. */
export function loadMessageBundle(locale: Locale, bundle: MessageBundle): Promise<Partial<Messages>> {
  const url = messageBundleUrl(locale, bundle);
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Loading ${url} failed with status ${response.status}`);
      return response.json() as Promise<Partial<Messages>>;
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

/**
 * Gives its children the messages of a bundle, fetched when they first render (it suspends until then);
 * when the page already has them, nothing is fetched.
 */
export default function BundleMessages({ bundle, children }: { bundle: MessageBundle; children: ReactNode }) {
  const locale = useLocale();
  const messages = useMessages();
  const present = MESSAGE_BUNDLES[bundle].every((namespace) => namespace in messages);
  if (present) return children;
  return (
    <FetchedMessages locale={locale} bundle={bundle} messages={messages}>
      {children}
    </FetchedMessages>
  );
}

function FetchedMessages({
  locale,
  bundle,
  messages,
  children,
}: {
  locale: Locale;
  bundle: MessageBundle;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  const fetched = use(loadMessageBundle(locale, bundle));
  const merged = useMemo(() => ({ ...messages, ...fetched }), [messages, fetched]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}

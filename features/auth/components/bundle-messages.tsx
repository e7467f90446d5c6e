'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { Suspense, use, useMemo, useState, type ReactNode } from 'react';

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
 * Gives its children the messages of a bundle, fetched when it first renders (its children wait in a Suspense
 * boundary of its own, showing nothing); when the page already has them, nothing is fetched. The request is this
 * mount's: a failed one is thrown to the error boundary above (as a render error), not made again and again as
 * React retries the waiting children; a new mount asks again.
 */
export default function BundleMessages({ bundle, children }: { bundle: MessageBundle; children: ReactNode }) {
  const locale = useLocale();
  const messages = useMessages();
  const [request] = useState(() =>
    MESSAGE_BUNDLES[bundle].every((namespace) => namespace in messages) ? null : loadMessageBundle(locale, bundle),
  );
  return (
    <Suspense fallback={null}>
      {request ? (
        <FetchedMessages locale={locale} request={request} messages={messages}>
          {children}
        </FetchedMessages>
      ) : (
        children
      )}
    </Suspense>
  );
}

function FetchedMessages({
  locale,
  request,
  messages,
  children,
}: {
  locale: Locale;
  request: Promise<Partial<Messages>>;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  const fetched = use(request);
  const merged = useMemo(() => ({ ...messages, ...fetched }), [messages, fetched]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}

'use client';

import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/locales';

import { MESSAGE_BUNDLES, messageBundleUrl, type MessageBundle } from '../model/message-bundles';

const requests = new Map<string, Promise<Partial<Messages>>>();
const fetched = new Map<string, Partial<Messages>>();

/** Fetches a message bundle once per page life (call it on intent to have it ready); a failed fetch is tried again next time. */
export function loadMessageBundle(locale: Locale, bundle: MessageBundle): Promise<Partial<Messages>> {
  const url = messageBundleUrl(locale, bundle);
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`Loading ${url} failed with status ${response.status}`);
      const messages = (await response.json()) as Partial<Messages>;
      fetched.set(url, messages);
      return messages;
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

/** The page's messages already hold every namespace of the bundle: nothing needs fetching. */
export function pageHasBundle(messages: Partial<Messages>, bundle: MessageBundle): boolean {
  return MESSAGE_BUNDLES[bundle].every((namespace) => namespace in messages);
}

/** The bundle's messages if this page has fetched them already, so a part opened again renders at once. */
export function fetchedMessageBundle(locale: Locale, bundle: MessageBundle): Partial<Messages> | undefined {
  return fetched.get(messageBundleUrl(locale, bundle));
}

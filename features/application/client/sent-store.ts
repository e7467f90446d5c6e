/**
 * What one application form remembers in this tab (sessionStorage), so that no repeat makes a second
 * application: the Idempotency-Key of the body being sent (a double click, the retry after a network
 * error and a send after a reload all reuse it while the body is the same), the values to put back
 * after a reload, and once the API accepted it, the confirmation to show again instead of an empty form.
 */
import 'client-only';

import type { ContactChannel } from '@/features/application/model/choices';

import type { ApplicationValues } from '../model/application-values';

/** What the confirmation shows. */
export interface SentApplication {
  reference: string;
  name: string;
  /** The number as the visitor typed it, formatted. */
  phone: string;
  channel: ContactChannel;
}

export type StoredApplication =
  { state: 'pending'; key: string; body: string; values: ApplicationValues } | ({ state: 'sent' } & SentApplication);

const PREFIX = 'clinic:application:';
/** Used when the browser refuses storage (private modes): repeats in this page still share the key. */
const memory = new Map<string, string>();

function read(scope: string): StoredApplication | null {
  let text: string | null | undefined;
  try {
    text = window.sessionStorage.getItem(PREFIX + scope);
  } catch {
    text = memory.get(scope);
  }
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as StoredApplication;
    return stored && (stored.state === 'pending' || stored.state === 'sent') ? stored : null;
  } catch {
    return null;
  }
}

function write(scope: string, stored: StoredApplication | null): void {
  const text = stored ? JSON.stringify(stored) : null;
  try {
    if (text) window.sessionStorage.setItem(PREFIX + scope, text);
    else window.sessionStorage.removeItem(PREFIX + scope);
  } catch {
    if (text) memory.set(scope, text);
    else memory.delete(scope);
  }
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key for sending this body: the one already used for the same body, else a new one. */
export function idempotencyKeyFor(scope: string, body: unknown, values: ApplicationValues): string {
  const text = JSON.stringify(body);
  const stored = read(scope);
  const key = stored?.state === 'pending' && stored.body === text ? stored.key : newKey();
  write(scope, { state: 'pending', key, body: text, values });
  return key;
}

export function rememberSent(scope: string, sent: SentApplication): void {
  write(scope, { state: 'sent', ...sent });
}

export const storedApplication = read;

export function forgetApplication(scope: string): void {
  write(scope, null);
}

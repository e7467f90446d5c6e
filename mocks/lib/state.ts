/** In-memory state of the demo API: lives as long as the process (or until a test resets it). */
import type { Locale } from '@/lib/config';
import type { ServiceSlug } from '@/lib/routes';
import { clientIdForPhone, generateClient, type ClientRecord } from '../data/clients';

export interface OtpEntry {
  code: string;
  expiresAt: number;
  resendAt: number;
  attempts: number;
}

export interface RefreshEntry {
  sub: string;
  expiresAt: number;
}

export interface StoredApplication {
  id: number;
  createdAt: string;
  name: string;
  phone: string;
  service?: ServiceSlug;
  preferredDate?: string;
  message?: string;
  locale: Locale;
}

export interface PendingTestimonial {
  id: number;
  author: string;
  text: string;
  rating: number;
  service?: ServiceSlug;
  createdAt: string;
  locale: Locale;
}

function emptyState() {
  return {
    otps: new Map<string, OtpEntry>(),
    /** verification token → phone and expiry */
    verifications: new Map<string, { phone: string; expiresAt: number }>(),
    clientsById: new Map<number, ClientRecord>(),
    clientsByPhone: new Map<string, ClientRecord>(),
    /** live refresh tokens by jti */
    refresh: new Map<string, RefreshEntry>(),
    applications: [] as StoredApplication[],
    pendingTestimonials: [] as PendingTestimonial[],
    nextApplicationId: 1,
    nextTestimonialId: 1001,
  };
}

export const demoState = emptyState();

/** Forgets every code, token, client, application and pending testimonial (for tests). */
export function resetDemoState(): void {
  Object.assign(demoState, emptyState());
}

export function clientForPhone(phone: string): ClientRecord {
  const known = demoState.clientsByPhone.get(phone);
  if (known) return known;
  let id = clientIdForPhone(phone);
  while (demoState.clientsById.has(id)) id = id >= 999999 ? 100000 : id + 1;
  const client = generateClient(id, phone);
  demoState.clientsById.set(id, client);
  demoState.clientsByPhone.set(phone, client);
  return client;
}

/** The client a valid token names, generated again after a restart of the demo API (null if the phone is taken). */
export function restoreClient(id: number, phone: string): ClientRecord | null {
  if (!Number.isInteger(id) || typeof phone !== 'string' || demoState.clientsByPhone.has(phone)) return null;
  const client = generateClient(id, phone);
  demoState.clientsById.set(id, client);
  demoState.clientsByPhone.set(phone, client);
  return client;
}

export function revokeRefreshTokensOf(sub: string): number {
  let count = 0;
  for (const [jti, entry] of demoState.refresh) {
    if (entry.sub === sub) {
      demoState.refresh.delete(jti);
      count += 1;
    }
  }
  return count;
}

/**
 * The one-time code waiting to be entered, as session state of this tab (sessionStorage): closing
 * the dialog or reloading the page within the countdown brings the client back to the code step
 * with the time left, instead of offering a new code at once. Holds no secret (no code, no token).
 */
import 'client-only';

import { countdownDeadline, remainingSeconds } from '../model/countdown';

const STORAGE_KEY = 'sign-in-pending-code';

export interface PendingCode {
  /** E.164 */
  phone: string;
  phoneDisplay: string;
  /** When a new code may be requested (ms since the epoch). */
  resendAt: number;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingCode(phone: string, phoneDisplay: string, seconds: number, now = Date.now()): void {
  const entry: PendingCode = { phone, phoneDisplay, resendAt: countdownDeadline(seconds, now) };
  storage()?.setItem(STORAGE_KEY, JSON.stringify(entry));
}

/** The pending code and its seconds left, or null when none is waiting or its countdown has run out. */
export function readPendingCode(now = Date.now()): (PendingCode & { remaining: number }) | null {
  try {
    const entry = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as PendingCode | null;
    if (!entry || typeof entry.phone !== 'string' || typeof entry.resendAt !== 'number') return null;
    const remaining = remainingSeconds(entry.resendAt, now);
    return remaining > 0 ? { ...entry, remaining } : null;
  } catch {
    return null;
  }
}

export function clearPendingCode(): void {
  storage()?.removeItem(STORAGE_KEY);
}

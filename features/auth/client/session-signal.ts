/**
 * A dependency-free signal of "the session changed", for the header button on every page: it must
 * not pull in the API layer. It also carries the session between tabs of this browser
 * (BroadcastChannel): a renewed access token, a logout, or an ended session.
 */
import 'client-only';

export type SessionBroadcast = { type: 'renewed'; access: string } | { type: 'logout' } | { type: 'ended' };

const CHANNEL_NAME = 'clinic-session';
let active = false;
const listeners = new Set<() => void>();
const broadcastListeners = new Set<(message: SessionBroadcast) => void>();
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<SessionBroadcast>) => {
    for (const listener of broadcastListeners) listener(event.data);
    for (const listener of listeners) listener();
  };
  return channel;
}

/** An access token is held in memory (a session is live in this page). */
export function sessionActive(): boolean {
  return active;
}

export function signalSession(isActive: boolean): void {
  active = isActive;
  for (const listener of listeners) listener();
}

/** Local changes and messages from other tabs. Returns an unsubscribe function. */
export function onSessionSignal(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the other tabs of this browser. */
export function broadcastSession(message: SessionBroadcast): void {
  openChannel()?.postMessage(message);
}

/** What the other tabs said. Returns an unsubscribe function. */
export function onSessionBroadcast(listener: (message: SessionBroadcast) => void): () => void {
  openChannel();
  broadcastListeners.add(listener);
  return () => broadcastListeners.delete(listener);
}

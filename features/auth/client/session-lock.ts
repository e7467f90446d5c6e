/**
 * One session call at a time across the tabs of this browser (Web Locks API): a renewal, a sign-in
 * and a logout never overlap, so a logout waits for a refresh in flight and then revokes what it
 * left. Without Web Locks (old browsers, tests) calls of this tab still run one after another.
 */
import 'client-only';

const LOCK_NAME = 'clinic-session';
let tail: Promise<unknown> = Promise.resolve();

export function withSessionLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(LOCK_NAME, work) as Promise<T>;
  }
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}

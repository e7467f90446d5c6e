/**
 * A deadline that holds under Next's patched `fetch`. Next copies each request it fetches, and undici's copy stops
 * following the caller's abort signal after a garbage collection (nodejs/undici#4068): a call whose server does not
 * answer then stays pending past its timeout, and with it every visitor's request that waits on it, held in memory
 * (docs/decisions/fetch-deadline.md). So the deadline is a timer of its own that settles the caller's promise, and
 * the signal is aborted too, for the work that does still follow it.
 */

/**
 * `work` with a deadline: it settles within `timeoutMs` (rejecting with a TimeoutError then) whatever `work` does,
 * and `signal` is aborted at the deadline so that work stops too where it can.
 */
export async function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const timeout = new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError');
      controller.abort(timeout);
      reject(timeout);
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

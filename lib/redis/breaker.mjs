/**
 * A circuit breaker for one dependency. Closed: calls go through, and `threshold` failures in a row open it.
 * Open: callers do not wait on the dependency at all (they use their fallback at once) while a probe retries it
 * in the background every `retryMs`; the first probe that succeeds closes it again.
 * @param {{
 *   threshold?: number,
 *   retryMs?: number,
 *   probe: () => Promise<boolean> | boolean,
 *   onOpen?: (error: unknown) => void,
 *   onClose?: () => void,
 * }} options
 */
export function createBreaker({ threshold = 3, retryMs = 1000, probe, onOpen = () => {}, onClose = () => {} }) {
  let failures = 0;
  let open = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  const close = () => {
    failures = 0;
    if (!open) return;
    open = false;
    clearTimeout(timer);
    timer = undefined;
    onClose();
  };

  const scheduleProbe = () => {
    timer = setTimeout(async () => {
      let ok = false;
      try {
        ok = (await probe()) !== false;
      } catch {
        ok = false;
      }
      if (!open) return;
      if (ok) close();
      else scheduleProbe();
    }, retryMs);
    timer.unref?.();
  };

  return {
    isOpen: () => open,
    success: close,
    /** @param {unknown} [error] */
    failure(error) {
      failures += 1;
      if (open || failures < threshold) return;
      open = true;
      onOpen(error);
      scheduleProbe();
    },
  };
}

import 'client-only';

import { useCallback, useEffect, useState } from 'react';

import { countdownDeadline, msUntilNextTick, remainingSeconds } from '../model/countdown';

export interface Countdown {
  /** Whole seconds left; 0 when not running. */
  remaining: number;
  running: boolean;
  /** Starts (or restarts) the countdown from `seconds`. */
  start: (seconds: number) => void;
}

/**
 * The code timer of the spec: a deadline, and one timer per shown second until it passes.
 * `initialSeconds` starts it with the first render, so "send a new code" never flashes first.
 */
export function useCountdown(initialSeconds = 0): Countdown {
  const [deadline, setDeadline] = useState<number | null>(() => (initialSeconds > 0 ? countdownDeadline(initialSeconds) : null));
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.ceil(initialSeconds)));

  const start = useCallback((seconds: number) => {
    const next = countdownDeadline(seconds);
    setDeadline(next);
    setRemaining(remainingSeconds(next));
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        const left = remainingSeconds(deadline);
        setRemaining(left);
        if (left > 0) schedule();
        else setDeadline(null);
      }, msUntilNextTick(deadline));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [deadline]);

  return { remaining, running: remaining > 0, start };
}

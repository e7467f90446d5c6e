/**
 * The one-time-code countdown as plain functions of a deadline and the clock: the time left is
 * always recomputed from the deadline, so a throttled timer in a background tab cannot drift.
 */
export function countdownDeadline(seconds: number, now = Date.now()): number {
  return now + Math.max(0, seconds) * 1000;
}

export function remainingSeconds(deadline: number | null, now = Date.now()): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Milliseconds until the shown number changes next (the next whole second before the deadline). */
export function msUntilNextTick(deadline: number, now = Date.now()): number {
  const left = deadline - now;
  if (left <= 0) return 0;
  return left % 1000 || 1000;
}

/** "1:30", "0:05". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

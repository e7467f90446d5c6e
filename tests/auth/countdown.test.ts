import { describe, expect, it } from 'vitest';

import { countdownDeadline, formatCountdown, msUntilNextTick, remainingSeconds } from '@/features/auth/model/countdown';
import { OTP_COUNTDOWN_SECONDS } from '@/features/auth/model/otp-code';

describe('the one-time-code countdown', () => {
  const t0 = 1_700_000_000_000;

  it('starts at the spec’s 90 seconds and counts whole seconds down from its deadline', () => {
    const deadline = countdownDeadline(OTP_COUNTDOWN_SECONDS, t0);
    expect(remainingSeconds(deadline, t0)).toBe(90);
    expect(remainingSeconds(deadline, t0 + 1)).toBe(90);
    expect(remainingSeconds(deadline, t0 + 1000)).toBe(89);
    expect(remainingSeconds(deadline, t0 + 89_001)).toBe(1);
    expect(remainingSeconds(deadline, t0 + 90_000)).toBe(0);
    expect(remainingSeconds(deadline, t0 + 500_000)).toBe(0);
  });

  it('is not running without a deadline, and never starts in the past', () => {
    expect(remainingSeconds(null, t0)).toBe(0);
    expect(remainingSeconds(countdownDeadline(-5, t0), t0)).toBe(0);
  });

  it('wakes up exactly when the shown number changes', () => {
    const deadline = countdownDeadline(90, t0);
    expect(msUntilNextTick(deadline, t0)).toBe(1000);
    expect(msUntilNextTick(deadline, t0 + 250)).toBe(750);
    expect(msUntilNextTick(deadline, t0 + 90_000)).toBe(0);
  });

  it('shows minutes and seconds', () => {
    expect(formatCountdown(90)).toBe('1:30');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

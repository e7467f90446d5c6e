import { afterEach, describe, expect, it, vi } from 'vitest';

import { withDeadline } from '@/lib/http/deadline';

afterEach(() => vi.useRealTimers());

describe('withDeadline', () => {
  it('answers what the work answers, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await expect(withDeadline(async () => 'index', 2000)).resolves.toBe('index');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a TimeoutError at the deadline though the work never settles, and aborts its signal', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const pending = withDeadline((signal) => {
      seen = signal;
      return new Promise<never>(() => {});
    }, 2000);
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1999);
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
    expect(seen?.aborted).toBe(true);
  });

  it('passes the work’s own failure on', async () => {
    await expect(withDeadline(async () => Promise.reject(new Error('refused')), 2000)).rejects.toThrow('refused');
  });
});

// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createBreaker } from '@/lib/redis/breaker.mjs';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('circuit breaker', () => {
  it('opens after 3 failures in a row, probes every second while open, and closes on the first good probe', async () => {
    let healthy = false;
    const probe = vi.fn(async () => healthy);
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const breaker = createBreaker({ threshold: 3, retryMs: 1000, probe, onOpen, onClose });
    breaker.failure();
    breaker.failure();
    breaker.success();
    breaker.failure();
    breaker.failure();
    expect(breaker.isOpen()).toBe(false);
    breaker.failure();
    expect(breaker.isOpen()).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    breaker.failure();
    expect(onOpen).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(3000);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(breaker.isOpen()).toBe(true);
    healthy = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(breaker.isOpen()).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(4);
  });

  it('counts a probe that throws as still down', async () => {
    const breaker = createBreaker({ threshold: 1, retryMs: 500, probe: async () => Promise.reject(new Error('refused')) });
    breaker.failure();
    await vi.advanceTimersByTimeAsync(2000);
    expect(breaker.isOpen()).toBe(true);
  });
});

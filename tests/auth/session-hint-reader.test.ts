import { afterEach, describe, expect, it, vi } from 'vitest';

import { SESSION_HINT_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';

// The header reads the hint on every page: that must not bring js-cookie (only logging out does).
const loaded = vi.hoisted(() => ({ jsCookie: false }));
vi.mock('js-cookie', async (importOriginal) => {
  loaded.jsCookie = true;
  return importOriginal();
});

afterEach(() => {
  document.cookie = `${SESSION_HINT_COOKIE_NAME}=; path=/; max-age=0`;
});

describe('the session hint on every page', () => {
  it('is read without js-cookie', async () => {
    document.cookie = `${SESSION_HINT_COOKIE_NAME}=42; path=/`;
    const { sessionHintSubject } = await import('@/features/auth/client/session-hint');
    expect(sessionHintSubject()).toBe('42');
    expect(loaded.jsCookie).toBe(false);
  });
});

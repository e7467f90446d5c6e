// @vitest-environment node
import { Writable } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { createLogger, logLevel, redact } from '@/lib/log/logger.mjs';

function capture(env: Record<string, string | undefined>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger(env, stream), lines };
}

describe('server log', () => {
  it('writes one JSON line per event with time, level and the fields given', () => {
    const { logger, lines } = capture({});
    logger.error(
      { route: '/session/obtain', upstream: 'POST /auth/token/obtain/', status: 503, durationMs: 12, requestId: 'r-1' },
      'clinic API call failed',
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({
      level: 'error',
      route: '/session/obtain',
      status: 503,
      durationMs: 12,
      requestId: 'r-1',
      msg: 'clinic API call failed',
    });
    expect(new Date(line.time).toISOString()).toBe(line.time);
  });

  it('follows LOG_LEVEL (info by default; an unknown level is refused with its name)', () => {
    expect(logLevel({})).toBe('info');
    expect(logLevel({ LOG_LEVEL: 'WARN' })).toBe('warn');
    expect(() => logLevel({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
    const { logger, lines } = capture({ LOG_LEVEL: 'error' });
    logger.warn('dropped');
    logger.info('dropped');
    logger.error('kept');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['kept']);
  });

  it('takes phone numbers and tokens out of free text', () => {
    const text = redact('verify failed for +374 91 555-010 with Bearer abc.def-ghi and eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.sig');
    expect(text).not.toMatch(/555|abc\.def|eyJ/);
    expect(text).toBe('verify failed for [number] with Bearer [token] and [token]');
    expect(redact('status 503 after 1500 ms')).toBe('status 503 after 1500 ms');
  });
});

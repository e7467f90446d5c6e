/**
 * The site's server log: one JSON line per event (pino), level from `LOG_LEVEL` (default `info`). Plain
 * JavaScript so the Redis cache handler, which Next loads outside the bundle, logs the same way as the routes.
 * Nothing personal goes in: callers log routes as patterns (`/[locale]/profile/[id]`), and `redact` takes
 * phone numbers and tokens out of any free text (error messages) before it is written.
 */
import pino from 'pino';

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Plain JavaScript, so it reads LOG_LEVEL itself; the variable is listed with the others in lib/env/variables.ts. */
export function logLevel(env = process.env) {
  const level = String(env.LOG_LEVEL ?? '')
    .trim()
    .toLowerCase();
  return LEVELS.has(level) ? level : 'info';
}

/** Phone numbers (7+ digits, with spaces, dashes or a plus), JWTs and bearer credentials become placeholders. */
export function redact(text) {
  return String(text)
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]')
    .replace(/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [token]')
    .replace(/\+?\d[\d\s().-]{5,}\d/g, '[number]');
}

export function createLogger(env = process.env, destination = undefined) {
  const options = {
    level: logLevel(env),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

const KEY = Symbol.for('clinic-site.logger');

/** One logger per process, shared by the bundled routes and the cache handler. */
export const logger = (globalThis[KEY] ??= createLogger());

/**
 * The site's server log: one JSON line per event (pino), level from `LOG_LEVEL` (default `info`). Plain
 * JavaScript so the Redis cache handler, which Next loads outside the bundle, logs the same way as the routes.
 * Nothing personal goes in: callers log routes as patterns (`/[locale]/profile/[id]`), and `redact` takes
 * phone numbers and tokens out of any free text (error messages) before it is written.
 */
import pino from 'pino';

import { readEnv } from '../env/variables.mjs';

/**
 * The level `LOG_LEVEL` names (case ignored; `info` when unset; any other word stops the start).
 * @param {import('../env/variables.mjs').RawEnv} [env]
 */
export function logLevel(env) {
  return readEnv('LOG_LEVEL', env);
}

/** Phone numbers (7+ digits, with spaces, dashes or a plus), JWTs and bearer credentials become placeholders. */
/**
 * @param {unknown} text
 * @returns {string}
 */
export function redact(text) {
  return String(text)
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]')
    .replace(/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [token]')
    .replace(/\+?\d[\d\s().-]{5,}\d/g, '[number]');
}

/**
 * @param {import('../env/variables.mjs').RawEnv} [env]
 * @param {pino.DestinationStream} [destination]
 * @returns {pino.Logger}
 */
export function createLogger(env, destination = undefined) {
  /** @type {pino.LoggerOptions} */
  const options = {
    level: logLevel(env),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

const KEY = Symbol.for('clinic-site.logger');

const shared = /** @type {Record<symbol, pino.Logger | undefined>} */ (globalThis);

/** One logger per process, shared by the bundled routes and the cache handler. */
export const logger = (shared[KEY] ??= createLogger());

/**
 * How one environment value is read: plain functions (no zod, nothing to bundle), so the browser part
 * (lib/env/client-rules.mjs) adds almost nothing to a page's JavaScript, and the plain-JavaScript programs (the
 * cache handler, the logger, the Redis connection, scripts/site.mjs, the demo API) read their variables with the
 * same rules as the TypeScript code. Unset and empty mean the same: the default. Any other text that the rule
 * cannot read throws an EnvError with one line that names the variable; nothing falls back silently.
 */

/** Bad configuration: one line that names the variable, printed instead of a stack. */
export class EnvError extends Error {
  name = 'EnvError';
}

/**
 * @template T
 * @typedef {(raw: string | undefined, name: string) => T} Rule
 */

/** @param {string | undefined} raw @returns {raw is string} */
const given = (raw) => raw !== undefined && raw !== '';

/**
 * A text used as written; unset or empty gives the fallback.
 * @template {string | undefined} T
 * @param {T} fallback
 * @returns {Rule<string | T>}
 */
export const textOr = (fallback) => (raw) => (given(raw) ? raw : fallback);

/**
 * An optional absolute http(s) URL (surrounding spaces ignored).
 * @type {Rule<string | undefined>}
 */
export const httpUrl = (raw, name) => {
  const value = raw?.trim();
  if (!value) return undefined;
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new EnvError(`${name} must be an absolute http(s) URL such as https://clinic.example, got "${value}"`);
  return value;
};

/**
 * An optional redis:// or rediss:// URL.
 * @type {Rule<string | undefined>}
 */
export const redisUrl = (raw, name) => {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!/^rediss?:\/\/[^\s]+$/.test(value)) throw new EnvError(`${name} must be a redis:// or rediss:// URL, got "${value}"`);
  return value;
};

/** @param {string | undefined} raw @param {string} name */
function portOf(raw, name) {
  const n = Number(raw);
  if (!/^\s*\d+\s*$/.test(raw ?? '') || n < 1 || n > 65535) throw new EnvError(`${name} must be a port number (1–65535), got "${raw}"`);
  return n;
}

/**
 * A TCP port; unset or empty gives the fallback.
 * @param {number} fallback
 * @returns {Rule<number>}
 */
export const port = (fallback) => (raw, name) => (given(raw) ? portOf(raw, name) : fallback);

/**
 * A TCP port that may be left unset (then undefined: the listener it opens is off).
 * @type {Rule<number | undefined>}
 */
export const optionalPort = (raw, name) => (given(raw) ? portOf(raw, name) : undefined);

/**
 * A whole number of at least `min`; unset or empty gives the fallback.
 * @param {number} fallback
 * @param {number} min
 * @param {string} what how the error names the kind of number
 * @returns {Rule<number>}
 */
const wholeNumber = (fallback, min, what) => (raw, name) => {
  if (!given(raw)) return fallback;
  if (!/^\s*\d+\s*$/.test(raw) || Number(raw) < min) throw new EnvError(`${name} must be ${what}, got "${raw}"`);
  return Number(raw);
};

/** A whole number above 0 (a limit, a lifetime in seconds). @param {number} fallback */
export const positiveInt = (fallback) => wholeNumber(fallback, 1, 'a whole number above 0');

/** A whole number of 0 or more (a count of proxies). @param {number} fallback */
export const count = (fallback) => wholeNumber(fallback, 0, 'a whole number of 0 or more (0, 1, 2 …)');

/**
 * A number above 0, fractions allowed (milliseconds), at most `max`.
 * @param {number} fallback
 * @param {number} [max]
 * @returns {Rule<number>}
 */
export const positiveNumber =
  (fallback, max = Infinity) =>
  (raw, name) => {
    if (!given(raw)) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) throw new EnvError(`${name} must be a number above 0, got "${raw}"`);
    return Math.min(n, max);
  };

/**
 * One of a few words (case and surrounding spaces ignored); unset or empty gives the fallback.
 * @template {string} W
 * @param {readonly W[]} words
 * @param {NoInfer<W>} fallback
 * @returns {Rule<W>}
 */
export const oneOf = (words, fallback) => (raw, name) => {
  if (!given(raw)) return fallback;
  const word = /** @type {W} */ (raw.trim().toLowerCase());
  if (!words.includes(word)) throw new EnvError(`${name} must be one of ${words.join(', ')}, got "${raw}"`);
  return word;
};

/**
 * A switch: `1` turns it on, `0` or unset leaves it off.
 * @type {Rule<boolean>}
 */
export const flag = (raw, name) => {
  if (!given(raw) || raw === '0') return false;
  if (raw === '1') return true;
  throw new EnvError(`${name} must be 1 (on) or 0 (off), got "${raw}"`);
};

/**
 * An optional text that must match a pattern (described by `what` in the error).
 * @param {RegExp} pattern
 * @param {string} what
 * @returns {Rule<string | undefined>}
 */
export const matching = (pattern, what) => (raw, name) => {
  if (!given(raw)) return undefined;
  if (!pattern.test(raw)) throw new EnvError(`${name} must be ${what}, got "${raw}"`);
  return raw;
};

/**
 * How one environment value is read: plain functions without zod, so the browser part (lib/env/client.ts)
 * adds nothing to a page's JavaScript. lib/env/variables.ts wraps each in a zod schema for the server, where
 * the whole environment is checked once at start (next.config.ts) and a bad value stops it with one line.
 */

/** Bad configuration: one line that names the variable, printed instead of a stack. */
export class EnvError extends Error {
  override name = 'EnvError';
}

export type Rule<T> = (raw: string | undefined, name: string) => T;

/** Unset and empty mean the same: the default. */
const given = (raw: string | undefined) => raw !== undefined && raw !== '';

/** A text that is used as written; unset or empty gives the fallback. */
export const textOr =
  <T extends string | undefined>(fallback: T): Rule<string | T> =>
  (raw) =>
    given(raw) ? raw! : fallback;

/** An optional absolute http(s) URL (surrounding spaces ignored). */
export const httpUrl: Rule<string | undefined> = (raw, name) => {
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

/** A TCP port; unset or empty gives the fallback, anything else but 1–65535 is an error. */
export const port =
  (fallback: number): Rule<number> =>
  (raw, name) => {
    if (!given(raw)) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 65535) throw new EnvError(`${name} must be a port number (1–65535), got "${raw}"`);
    return n;
  };

/** A whole number above 0; anything else counts as unset (the behaviour the site has always had). */
export const positiveIntOr =
  (fallback: number): Rule<number> =>
  (raw) => {
    const n = Number(raw);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };

/** A number above 0 (fractions allowed); anything else counts as unset. */
export const positiveNumberOr =
  (fallback: number): Rule<number> =>
  (raw) => {
    const n = Number(raw);
    return n > 0 ? n : fallback;
  };

/** A whole number of 0 or more; anything else counts as 0. */
export const countOrZero: Rule<number> = (raw) => {
  const n = Number(raw ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * Options of the Google Maps loader: the spec's rules (an API key is required, unknown options are
 * rejected) and defaults (version v3, language of the interface with ru_RU as the fallback).
 */
import 'client-only';

import type { APIOptions } from '@googlemaps/js-api-loader';

import { MAPS_DEFAULTS } from '@/features/contacts/model/map-settings';
import { LOCALES } from '@/lib/locales';

export interface MapsLoaderOptions {
  apiKey: string;
  version?: string;
  language?: string;
  region?: string;
  libraries?: string[];
  mapIds?: string[];
  authReferrerPolicy?: string;
  channel?: string;
  solutionChannel?: string;
}

export const MAPS_OPTION_NAMES: readonly (keyof MapsLoaderOptions)[] = [
  'apiKey',
  'version',
  'language',
  'region',
  'libraries',
  'mapIds',
  'authReferrerPolicy',
  'channel',
  'solutionChannel',
];

export type MapsLoaderErrorCode = 'missing_api_key' | 'unknown_options' | 'load_failed';

export class MapsLoaderError extends Error {
  readonly code: MapsLoaderErrorCode;

  constructor(code: MapsLoaderErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MapsLoaderError';
    this.code = code;
  }
}

export function isMapsLoaderError(value: unknown): value is MapsLoaderError {
  return value instanceof MapsLoaderError;
}

/** The Maps language for an interface locale (hy, ru, en); anything else gets the spec's default. */
export function mapsLanguage(locale?: string): string {
  return locale && (LOCALES as readonly string[]).includes(locale) ? locale : MAPS_DEFAULTS.language;
}

/**
 * Checks the options and turns them into the loader's own parameters.
 * Throws `MapsLoaderError` for a missing key or any option the loader does not know.
 */
export function resolveMapsOptions(options: Record<string, unknown> | undefined, locale?: string): APIOptions {
  const input = options ?? {};
  const unknown = Object.keys(input).filter((name) => !(MAPS_OPTION_NAMES as readonly string[]).includes(name));
  if (unknown.length) {
    throw new MapsLoaderError(
      'unknown_options',
      `Google Maps loader: unknown option(s) ${unknown.map((name) => `"${name}"`).join(', ')}; allowed: ${MAPS_OPTION_NAMES.join(', ')}`,
    );
  }
  const apiKey = typeof input.apiKey === 'string' ? input.apiKey.trim() : '';
  if (!apiKey) {
    throw new MapsLoaderError('missing_api_key', 'Google Maps loader: an API key is required (set NEXT_PUBLIC_GOOGLE_MAPS_API_KEY)');
  }
  const typed = input as Partial<MapsLoaderOptions>;
  const resolved: APIOptions = {
    key: apiKey,
    v: typed.version || MAPS_DEFAULTS.version,
    language: typed.language || mapsLanguage(locale),
  };
  if (typed.region) resolved.region = typed.region;
  if (typed.libraries?.length) resolved.libraries = [...typed.libraries];
  if (typed.mapIds?.length) resolved.mapIds = [...typed.mapIds];
  if (typed.authReferrerPolicy) resolved.authReferrerPolicy = typed.authReferrerPolicy;
  if (typed.channel) resolved.channel = typed.channel;
  if (typed.solutionChannel) resolved.solutionChannel = typed.solutionChannel;
  return resolved;
}

/** Google Maps loader defaults (the spec's) and the map's zoom; the key and map id come from lib/env/client.ts. */
export const MAPS_DEFAULTS = { version: 'v3', language: 'ru_RU' } as const;
export const MAP_ZOOM = 16;

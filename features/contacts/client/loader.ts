/// <reference types="google.maps" />
/**
 * The one Google Maps loader of the site, around @googlemaps/js-api-loader v2 (`setOptions` +
 * `importLibrary`). It tracks the spec's states pending → loading → loaded | error.
 * The Maps script loads once per page: the first options win, later loads reuse that script
 * (so after a client-side language switch the map keeps the language it was loaded with).
 */
import 'client-only';

import { importLibrary as importMapsLibrary, setOptions as setMapsOptions } from '@googlemaps/js-api-loader';

import { MapsLoaderError, resolveMapsOptions, type MapsLoaderOptions } from './options';

export type MapsLoadState = 'pending' | 'loading' | 'loaded' | 'error';
type LibraryName = keyof google.maps.ImportLibraryMap;

export interface MapsApi {
  setOptions: typeof setMapsOptions;
  importLibrary: typeof importMapsLibrary;
}

export interface MapsLoader {
  getState(): MapsLoadState;
  /** Called with every new state; returns the unsubscribe function. */
  subscribe(listener: (state: MapsLoadState) => void): () => void;
  load<L extends LibraryName>(library: L, options: MapsLoaderOptions, locale?: string): Promise<google.maps.ImportLibraryMap[L]>;
}

export function createMapsLoader(api: MapsApi = { setOptions: setMapsOptions, importLibrary: importMapsLibrary }): MapsLoader {
  let state: MapsLoadState = 'pending';
  let configured = false;
  const listeners = new Set<(state: MapsLoadState) => void>();

  const setState = (next: MapsLoadState) => {
    state = next;
    for (const listener of listeners) listener(next);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load(library, options, locale) {
      try {
        const resolved = resolveMapsOptions(options as unknown as Record<string, unknown>, locale);
        setState('loading');
        if (!configured) {
          api.setOptions(resolved);
          configured = true;
        }
        const loaded = await api.importLibrary(library);
        setState('loaded');
        return loaded;
      } catch (error) {
        setState('error');
        if (error instanceof MapsLoaderError) throw error;
        throw new MapsLoaderError('load_failed', 'Google Maps could not be loaded', { cause: error });
      }
    },
  };
}

let shared: MapsLoader | null = null;

/** The page-wide loader (the Maps script exists once per document). */
export function getMapsLoader(): MapsLoader {
  shared ??= createMapsLoader();
  return shared;
}

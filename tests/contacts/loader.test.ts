import { describe, expect, it, vi } from 'vitest';

import { createMapsLoader, type MapsApi, type MapsLoadState } from '@/features/contacts/client/loader';
import { mapsLanguage, MapsLoaderError, resolveMapsOptions } from '@/features/contacts/client/options';

function fakeApi(
  result: unknown = { Map: class {} },
): MapsApi & { setOptions: ReturnType<typeof vi.fn>; importLibrary: ReturnType<typeof vi.fn> } {
  return {
    setOptions: vi.fn(),
    importLibrary: vi.fn(async () => result),
  } as never;
}

describe('resolveMapsOptions', () => {
  it('defaults to version v3 and the interface language', () => {
    expect(resolveMapsOptions({ apiKey: 'fake-key' }, 'hy')).toEqual({ key: 'fake-key', v: 'v3', language: 'hy' });
    expect(resolveMapsOptions({ apiKey: 'fake-key' }, 'en')).toEqual({ key: 'fake-key', v: 'v3', language: 'en' });
  });

  it('falls back to the spec language ru_RU when the locale is unknown or missing', () => {
    expect(resolveMapsOptions({ apiKey: 'k' }).language).toBe('ru_RU');
    expect(resolveMapsOptions({ apiKey: 'k' }, 'de').language).toBe('ru_RU');
    expect(mapsLanguage('ru')).toBe('ru');
  });

  it('passes explicit options through under the loader’s names', () => {
    expect(
      resolveMapsOptions({ apiKey: 'k', version: 'weekly', language: 'fr', region: 'AM', libraries: ['marker'], mapIds: ['m1'] }, 'hy'),
    ).toEqual({ key: 'k', v: 'weekly', language: 'fr', region: 'AM', libraries: ['marker'], mapIds: ['m1'] });
  });

  it('rejects a missing or blank key with a clear error', () => {
    for (const options of [{}, { apiKey: '' }, { apiKey: '   ' }, undefined]) {
      try {
        resolveMapsOptions(options as Record<string, unknown>, 'hy');
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(MapsLoaderError);
        expect((error as MapsLoaderError).code).toBe('missing_api_key');
        expect((error as Error).message).toMatch(/API key is required/);
      }
    }
  });

  it('rejects unknown options and names them', () => {
    try {
      resolveMapsOptions({ apiKey: 'k', zoom: 3, lang: 'hy' }, 'hy');
      expect.unreachable();
    } catch (error) {
      expect((error as MapsLoaderError).code).toBe('unknown_options');
      expect((error as Error).message).toContain('"zoom"');
      expect((error as Error).message).toContain('"lang"');
    }
  });
});

describe('createMapsLoader', () => {
  it('configures the library once with the resolved options and imports the library', async () => {
    const api = fakeApi();
    const loader = createMapsLoader(api);
    await loader.load('maps', { apiKey: 'fake-key' }, 'ru');
    await loader.load('marker', { apiKey: 'fake-key' }, 'ru');
    expect(api.setOptions).toHaveBeenCalledTimes(1);
    expect(api.setOptions).toHaveBeenCalledWith({ key: 'fake-key', v: 'v3', language: 'ru' });
    expect(api.importLibrary.mock.calls).toEqual([['maps'], ['marker']]);
  });

  it('goes pending → loading → loaded', async () => {
    const loader = createMapsLoader(fakeApi());
    const seen: MapsLoadState[] = [loader.getState()];
    loader.subscribe((state) => seen.push(state));
    await loader.load('maps', { apiKey: 'k' }, 'hy');
    expect(seen).toEqual(['pending', 'loading', 'loaded']);
  });

  it('ends in error and never touches the library when the key is missing or an option is unknown', async () => {
    const api = fakeApi();
    const loader = createMapsLoader(api);
    await expect(loader.load('maps', { apiKey: '' }, 'hy')).rejects.toMatchObject({ code: 'missing_api_key' });
    expect(loader.getState()).toBe('error');
    await expect(loader.load('maps', { apiKey: 'k', colour: 'red' } as never, 'hy')).rejects.toMatchObject({
      code: 'unknown_options',
    });
    expect(api.setOptions).not.toHaveBeenCalled();
    expect(api.importLibrary).not.toHaveBeenCalled();
  });

  it('reports a failed script load as a load_failed error and the error state', async () => {
    const api = fakeApi();
    api.importLibrary.mockRejectedValueOnce(new Error('The Google Maps JavaScript API could not load.'));
    const loader = createMapsLoader(api);
    await expect(loader.load('maps', { apiKey: 'k' }, 'en')).rejects.toMatchObject({ code: 'load_failed' });
    expect(loader.getState()).toBe('error');
  });
});

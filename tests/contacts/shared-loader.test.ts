import { describe, expect, it, vi } from 'vitest';

import { getMapsLoader } from '@/features/contacts/client/loader';

const mapsPackage = vi.hoisted(() => ({
  setOptions: vi.fn(),
  importLibrary: vi.fn(async () => ({ Map: class {} })),
}));
vi.mock('@googlemaps/js-api-loader', () => mapsPackage);

describe('getMapsLoader', () => {
  it('drives @googlemaps/js-api-loader’s setOptions/importLibrary with the resolved options', async () => {
    const loader = getMapsLoader();
    expect(getMapsLoader()).toBe(loader);
    await loader.load('maps', { apiKey: 'fake-key' }, 'hy');
    expect(mapsPackage.setOptions).toHaveBeenCalledWith({ key: 'fake-key', v: 'v3', language: 'hy' });
    expect(mapsPackage.importLibrary).toHaveBeenCalledWith('maps');
    expect(loader.getState()).toBe('loaded');
  });
});

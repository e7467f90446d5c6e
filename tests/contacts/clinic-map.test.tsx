import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MAP_CONSENT_STORAGE_KEY } from '@/features/contacts/client/consent';
import { CLINIC_GEO, CLINIC_MAP_LINK } from '@/lib/clinic';
import { SITE } from '@/lib/site';

import { renderIn } from '../content/intl';

const created = vi.hoisted(() => ({ maps: [] as unknown[][], markers: [] as unknown[] }));
const mapsPackage = vi.hoisted(() => ({
  setOptions: vi.fn(),
  importLibrary: vi.fn(async (name: string) =>
    name === 'maps'
      ? {
          Map: class {
            constructor(...args: unknown[]) {
              created.maps.push(args);
            }
          },
        }
      : {
          Marker: class {
            constructor(options: unknown) {
              created.markers.push(options);
            }
          },
        },
  ),
}));
vi.mock('@googlemaps/js-api-loader', () => mapsPackage);

type ClinicMapProps = { apiKey: string; address: string; position: { lat: number; lng: number }; mapLink: string };
let ClinicMap: ComponentType<ClinicMapProps>;
const ADDRESS = '12 Tumanyan St, Yerevan';

beforeEach(async () => {
  // A fresh page-wide loader for every test (the Maps script is configured once per document).
  vi.resetModules();
  ClinicMap = (await import('@/features/contacts/components/clinic-map')).default;
  created.maps.length = 0;
  created.markers.length = 0;
  mapsPackage.setOptions.mockClear();
  mapsPackage.importLibrary.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const mapLink = () => screen.getByRole('link', { name: /open in google maps|открыть в google картах/i });

describe('ClinicMap', () => {
  it('without a key shows the address and a link to open the map, and never loads the script', () => {
    const { container } = renderIn('en', <ClinicMap apiKey="" address={ADDRESS} position={CLINIC_GEO} mapLink={CLINIC_MAP_LINK} />);
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
    expect(mapLink()).toHaveAttribute('href', CLINIC_MAP_LINK);
    expect(mapLink()).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: /Schematic map/ })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'error');
    expect(mapsPackage.setOptions).not.toHaveBeenCalled();
  });

  it('asks nothing of Google until the visitor chooses "Show map", then loads (loading → loaded) and remembers the choice', async () => {
    const { container, unmount } = renderIn(
      'ru',
      <ClinicMap apiKey="fake-key" address={ADDRESS} position={CLINIC_GEO} mapLink={CLINIC_MAP_LINK} />,
    );
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('data-state', 'pending');
    expect(screen.getByRole('img', { name: 'Схема: клиника на улице Туманяна, Ереван' })).toHaveAttribute('src', '/images/clinic-map.svg');
    expect(screen.getByText(/Google получит ваш IP-адрес/)).toBeInTheDocument();
    expect(mapsPackage.setOptions).not.toHaveBeenCalled();
    expect(mapsPackage.importLibrary).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('button', { name: 'Показать карту' }).click());
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'loaded'));
    expect(mapsPackage.setOptions).toHaveBeenCalledWith({ key: 'fake-key', v: 'v3', language: 'ru' });
    expect(created.maps).toHaveLength(1);
    expect(created.maps[0][1]).toMatchObject({ center: CLINIC_GEO });
    expect(created.markers[0]).toMatchObject({ position: CLINIC_GEO, title: SITE.brand });
    expect(screen.getByRole('region', { name: `${SITE.brand} на карте` })).toBeInTheDocument();
    // the address and the link stay under the map
    expect(mapLink()).toBeInTheDocument();
    expect(sessionStorage.getItem(MAP_CONSENT_STORAGE_KEY)).toBe('1');

    // Another page of the same visit shows the map without asking again.
    unmount();
    renderIn('ru', <ClinicMap apiKey="fake-key" address={ADDRESS} position={CLINIC_GEO} mapLink={CLINIC_MAP_LINK} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Карта загружена.'));
    expect(screen.queryByRole('button', { name: 'Показать карту' })).toBeNull();
  });

  it('shows the error state with the address, the link and a retry when the script fails to load', async () => {
    mapsPackage.importLibrary.mockRejectedValueOnce(new Error('The Google Maps JavaScript API could not load.'));
    const { container } = renderIn('en', <ClinicMap apiKey="fake-key" address={ADDRESS} position={CLINIC_GEO} mapLink={CLINIC_MAP_LINK} />);
    await act(async () => screen.getByRole('button', { name: 'Show map' }).click());
    expect(await screen.findByRole('alert')).toHaveTextContent('The map could not be loaded.');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'error');
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
    expect(mapLink()).toHaveAttribute('href', CLINIC_MAP_LINK);

    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-state', 'loaded'));
  });
});

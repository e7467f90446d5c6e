import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import ClinicMap from '@/features/contacts/components/clinic-map';
import { CLINIC_GEO, CLINIC_MAP_LINK } from '@/lib/clinic';

import { renderIn } from '../content/intl';

vi.mock('@googlemaps/js-api-loader', () => ({
  setOptions: vi.fn(),
  importLibrary: vi.fn(async () => ({ Map: class {}, Marker: class {} })),
}));
// Records when the site's Maps loader is evaluated, i.e. when a page would fetch its code.
const loaded = vi.hoisted(() => ({ loader: false }));
vi.mock('@/features/contacts/client/loader', async (importOriginal) => {
  loaded.loader = true;
  return importOriginal();
});

describe('ClinicMap code', () => {
  it('loads the Maps loader only when the visitor asks for the map', async () => {
    renderIn('en', <ClinicMap apiKey="fake-key" address="12 Tumanyan St, Yerevan" position={CLINIC_GEO} mapLink={CLINIC_MAP_LINK} />);
    expect(loaded.loader).toBe(false);
    await act(async () => screen.getByRole('button', { name: 'Show map' }).click());
    await waitFor(() => expect(loaded.loader).toBe(true));
  });
});

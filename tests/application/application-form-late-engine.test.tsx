import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import ApplicationForm from '@/features/application/components/application-form';
import { applicationLimits } from '@/features/application/model/application-limits';
import { server } from '@/mocks/node';

import { renderIntl } from '../phone/phone-input-helpers';
import { FORM_DATA } from './form-props';

// The phone library arrives only when the test says so, as it may on a slow network.
const gate = vi.hoisted(() => {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release: () => release() };
});

vi.mock('@/features/phone/components/load-phone-engine', async () => {
  let engine: typeof import('@/features/phone/model/engine') | null = null;
  const loading = gate.opened.then(async () => (engine = await import('@/features/phone/model/engine')));
  return { loadedPhoneEngine: () => engine, loadPhoneEngine: () => loading };
});

vi.mock('@/components/ui/link', () => import('../stubs/link'));

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

it('keeps what was typed and ticked when the phone library arrives late', async () => {
  vi.stubEnv('NEXT_PUBLIC_IP_COUNTRY_URL', '');
  renderIntl(<ApplicationForm limits={applicationLimits()} {...FORM_DATA} />, 'en');
  const user = userEvent.setup();
  await user.type(document.getElementById('application-name')!, 'Anna');
  await user.type(document.getElementById('application-phone')!, '091123456');
  await user.type(document.getElementById('application-message')!, 'Sore throat');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();

  await act(async () => {
    gate.release();
    await gate.opened;
  });
  // The field formats the number it could not read before…
  await waitFor(() => expect(document.getElementById('application-phone')).toHaveValue('091 123456'));
  // …and nothing else the visitor did is lost.
  expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  expect(document.getElementById('application-name')).toHaveValue('Anna');
  expect(document.getElementById('application-message')).toHaveValue('Sore throat');
  vi.unstubAllEnvs();
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

import ApplicationForm from '@/features/application/components/application-form';
import { applicationLimits } from '@/features/application/model/application-limits';
import { loadPhoneEngine } from '@/features/phone/components/load-phone-engine';
import { resetDemoState, server } from '@/mocks/node';

import { recordRequests } from '../api/helpers';
import { renderIntl, type TestLocale } from '../phone/phone-input-helpers';
import { FORM_DATA } from './form-props';

export const APPLY = '*/api/v1/applications/create/';

export function renderForm(locale: TestLocale = 'en', props: Partial<Parameters<typeof ApplicationForm>[0]> = {}) {
  const log = recordRequests(server);
  const view = renderIntl(<ApplicationForm limits={applicationLimits()} {...FORM_DATA} {...props} />, locale);
  const user = userEvent.setup();
  return { ...view, user, log };
}

export const field = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;

export const byId = (id: string) => document.getElementById(`application-${id}`) as HTMLInputElement;

/** Fills every field validly, in any language. */
export async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(byId('name'), 'Anna Petrosyan');
  await user.type(byId('phone'), '091 123456');
  await user.selectOptions(byId('service'), 'dentistry');
  await user.selectOptions(byId('doctor'), 'davit-sargsyan');
  await user.click(byId('preferredDays-Tu'));
  await user.click(byId('preferredDays-Th'));
  await user.click(byId('preferredTime-evening'));
  await user.click(byId('contactChannel-whatsapp'));
  await user.type(byId('message'), 'A tooth hurts since Monday.');
  await user.click(byId('consent'));
}

/** Each test starts with a fresh demo clinic, the phone engine loaded and no visitor country lookup; handlers and listeners are reset after it. */
export function setupApplicationFormTests() {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await loadPhoneEngine();
  });
  beforeEach(() => {
    resetDemoState();
    window.sessionStorage.clear();
    vi.stubEnv('NEXT_PUBLIC_IP_COUNTRY_URL', '');
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    vi.unstubAllEnvs();
  });
  afterAll(() => server.close());
}

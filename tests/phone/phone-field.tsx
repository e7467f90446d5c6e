import { afterEach, beforeAll, vi } from 'vitest';

import { loadPhoneEngine } from '@/features/phone/components/load-phone-engine';
import PhoneInput, { type PhoneInputProps } from '@/features/phone/components/phone-input';
import type { PhoneResult } from '@/features/phone/model/types';

import { renderIntl, type TestLocale } from './phone-input-helpers';

function Phone(props: Partial<PhoneInputProps>) {
  return (
    <>
      <label htmlFor="phone">Phone</label>
      <PhoneInput id="phone" ipCountryUrl={false} {...props} />
      <button type="button">Elsewhere</button>
    </>
  );
}

export function renderPhone(props: Partial<PhoneInputProps> = {}, locale: TestLocale = 'en') {
  const onChange = vi.fn<(result: PhoneResult) => void>();
  const view = renderIntl(<Phone onChange={onChange} {...props} />, locale);
  const last = () => onChange.mock.calls.at(-1)?.[0];
  return { ...view, onChange, last };
}

/** Every phone field test starts with the engine loaded and ends with real timers, mocks and globals restored. */
export function setupPhoneFieldTests() {
  beforeAll(async () => {
    // The engine is loaded on demand; load it once so every test starts with a ready field.
    await loadPhoneEngine();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

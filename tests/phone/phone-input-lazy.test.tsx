import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { loadedPhoneEngine } from '@/features/phone/components/load-phone-engine';
import PhoneInput from '@/features/phone/components/phone-input';
import type { PhoneResult } from '@/features/phone/model/types';

import { countryButton, numberInput, renderIntl } from './phone-input-helpers';

// The phone library arrives only when the test lets it.
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('@/features/phone/model/engine', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe('before the phone library has loaded', () => {
  it('is a plain working tel input, and formats and reports once the library is there', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(result: PhoneResult) => void>();
    renderIntl(
      <>
        <label htmlFor="phone">Phone</label>
        <PhoneInput id="phone" name="phone" onChange={onChange} ipCountryUrl={false} />
      </>,
    );
    expect(countryButton()).toHaveAccessibleName('Country code: Armenia +374');
    await user.type(numberInput(), '+37491123456');
    expect(loadedPhoneEngine()).toBeNull();
    expect(numberInput()).toHaveValue('+37491123456');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ input: '+37491123456', valid: false, country: 'AM' }));

    await act(async () => gate.open());
    await waitFor(() => expect(numberInput()).toHaveValue('+374 91 123456'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ e164: '+37491123456', valid: true }));
    expect(document.querySelector<HTMLInputElement>('input[name="phone"]')!.value).toBe('+37491123456');
    expect(screen.getByRole('combobox')).toHaveAccessibleName('Country code: Armenia +374');
  });
});

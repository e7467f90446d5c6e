import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import PhoneInput from '@/features/phone/components/phone-input';
import type { PhoneResult } from '@/features/phone/model/types';

import { renderPhone, setupPhoneFieldTests } from './phone-field';
import { countryButton, numberInput, renderIntl } from './phone-input-helpers';

setupPhoneFieldTests();

describe('the number input', () => {
  it('is a tel input with the translated default placeholder and a 25 character limit', () => {
    renderPhone();
    const input = numberInput();
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('maxlength', '25');
    expect(input).toHaveAttribute('placeholder', 'Enter a phone number');
  });

  it.each([
    ['ru', 'Введите номер телефона', 'Код страны: Армения +374'],
    ['hy', 'Մուտքագրեք հեռախոսահամարը', 'Երկրի կոդը՝ Հայաստան +374'],
  ] as const)('speaks %s', (locale, placeholder, button) => {
    renderPhone({}, locale);
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', placeholder);
    expect(screen.getByRole('combobox', { name: button })).toBeInTheDocument();
  });

  it('shows the flag and dial code of the first preferred country inside the field', () => {
    renderPhone();
    const button = countryButton();
    expect(button).toHaveAccessibleName('Country code: Armenia +374');
    expect(button).toHaveTextContent('🇦🇲+374');
  });

  it('names no country through Intl while the list is closed on a country it shows without a lookup, and every country once it opens', async () => {
    const naming = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    try {
      renderPhone({ defaultCountry: 'US' });
      expect(countryButton()).toHaveAccessibleName('Country code: United States +1');
      expect(naming).not.toHaveBeenCalled();
      await userEvent.setup().click(countryButton());
      expect(naming.mock.calls.length).toBeGreaterThan(200);
    } finally {
      naming.mockRestore();
    }
  });

  it('formats as you type and reports the result object', async () => {
    const user = userEvent.setup();
    const { last } = renderPhone();
    await user.type(numberInput(), '010123456');
    expect(numberInput()).toHaveValue('(010) 123456');
    expect(last()).toMatchObject({
      country: 'AM',
      countryCode: '374',
      nationalNumber: '10123456',
      e164: '+37410123456',
      valid: true,
      possible: true,
    });
  });

  it('keeps the caret after the digit typed in the middle', async () => {
    const user = userEvent.setup();
    renderPhone({ defaultValue: '(010) 12456', defaultCountry: 'AM' });
    const input = numberInput();
    await user.click(input);
    input.setSelectionRange(8, 8); // "(010) 12|456"
    await user.keyboard('3');
    expect(input).toHaveValue('(010) 123456');
    expect(input.selectionStart).toBe(9); // "(010) 123|456"
    expect(input.selectionEnd).toBe(9);
  });

  it('keeps the caret when the format adds characters before it', async () => {
    const user = userEvent.setup();
    renderPhone({ defaultCountry: 'RU' });
    const input = numberInput();
    await user.type(input, '8912');
    expect(input).toHaveValue('8 (912)');
    expect(input.selectionStart).toBe(7);
    await user.keyboard('3');
    expect(input).toHaveValue('8 (912) 3');
    expect(input.selectionStart).toBe(9);
  });

  it('backspace over a bracket deletes the digit before it', async () => {
    const user = userEvent.setup();
    renderPhone({ defaultValue: '(010) 123456', defaultCountry: 'AM' });
    const input = numberInput();
    await user.click(input);
    input.setSelectionRange(5, 5); // "(010)|123456"
    await user.keyboard('{Backspace}');
    expect(input.value.replace(/\D/g, '')).toBe('01123456');
    expect(input.value.slice(0, input.selectionStart!).replace(/\D/g, '')).toBe('01');
  });

  it.each([
    ['+374 10 123456', 'RU', '+374 10 123456', 'AM'],
    ['(010) 12-34-56', 'AM', '(010) 123456', 'AM'],
    ['0037410123456', 'RU', '+374 10 123456', 'AM'],
    ['Tel.: +7 (495) 123-45-67', 'AM', '+7 495 123 45 67', 'RU'],
    ['+1 (416) 555-0199', 'US', '+1 416 555 0199', 'CA'],
  ])('pasting %j with %s selected shows %j as %s', async (pasted, selected, shown, country) => {
    const user = userEvent.setup();
    const { last } = renderPhone({ defaultCountry: selected });
    await user.click(numberInput());
    await user.paste(pasted);
    expect(numberInput()).toHaveValue(shown);
    expect(last()).toMatchObject({ country, valid: true });
    expect(countryButton().textContent).toContain(`+${last()!.countryCode}`);
    expect(numberInput().selectionStart).toBe(shown.length);
  });

  it('typing +7 switches from Armenia to Russia', async () => {
    const user = userEvent.setup();
    renderPhone({ defaultCountry: 'AM' });
    await user.type(numberInput(), '+7');
    expect(countryButton()).toHaveAccessibleName('Country code: Russia +7');
  });

  it('an ambiguous code keeps the selected country that shares it', async () => {
    const user = userEvent.setup();
    renderPhone({ defaultCountry: 'KZ' });
    await user.type(numberInput(), '+7');
    expect(countryButton()).toHaveAccessibleName('Country code: Kazakhstan +7');
    await user.type(numberInput(), '701');
    expect(countryButton()).toHaveAccessibleName('Country code: Kazakhstan +7');
  });

  it('switches within a shared code once the number tells the country', async () => {
    const user = userEvent.setup();
    const { last } = renderPhone({ defaultCountry: 'CA' });
    await user.type(numberInput(), '+1');
    expect(countryButton()).toHaveAccessibleName('Country code: Canada +1');
    await user.type(numberInput(), '2125551234');
    expect(countryButton()).toHaveAccessibleName('Country code: United States +1');
    expect(last()).toMatchObject({ country: 'US', e164: '+12125551234', valid: true });
  });

  it('keeps only valid characters when asked to', async () => {
    const user = userEvent.setup();
    renderPhone({ validCharactersOnly: true });
    await user.type(numberInput(), 'a0b1c0');
    expect(numberInput()).toHaveValue('(010)');
  });

  it('a number of a country that is not allowed is invalid and does not switch the country', async () => {
    const user = userEvent.setup();
    const { last } = renderPhone({ onlyCountries: ['AM', 'RU'] });
    await user.type(numberInput(), '+12125551234');
    expect(countryButton()).toHaveAccessibleName('Country code: Armenia +374');
    expect(last()).toMatchObject({ country: 'US', valid: false, allowed: false });
  });
});

describe('in forms', () => {
  it('submits the E.164 number under its name and is required', async () => {
    const user = userEvent.setup();
    renderIntl(
      <form aria-label="form">
        <label htmlFor="phone">Phone</label>
        <PhoneInput id="phone" name="phone" required ipCountryUrl={false} />
      </form>,
    );
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(numberInput()).toBeRequired();
    expect(form.checkValidity()).toBe(false);
    await user.type(numberInput(), '091 123456');
    expect(new FormData(form).get('phone')).toBe('+37491123456');
    expect(form.checkValidity()).toBe(true);
  });

  it('an incomplete number makes the form invalid with a translated message', async () => {
    const user = userEvent.setup();
    renderIntl(
      <form aria-label="form">
        <label htmlFor="phone">Телефон</label>
        <PhoneInput id="phone" name="phone" ipCountryUrl={false} />
      </form>,
      'ru',
    );
    const input = screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement;
    await user.type(input, '091 12');
    expect(input.validationMessage).toBe('Введите правильный номер телефона');
  });

  it('works as a controlled field with plain state, and a reset clears it', async () => {
    const user = userEvent.setup();
    function Form() {
      const [phone, setPhone] = useState<PhoneResult | null>(null);
      return (
        <>
          <label htmlFor="phone">Phone</label>
          <PhoneInput id="phone" value={phone} onChange={setPhone} ipCountryUrl={false} />
          <button type="button" onClick={() => setPhone(null)}>
            Reset
          </button>
          <output>{phone ? `${phone.e164} ${phone.valid ? 'valid' : 'invalid'}` : ''}</output>
        </>
      );
    }
    renderIntl(<Form />);
    await user.type(numberInput(), '+37491123456');
    expect(numberInput()).toHaveValue('+374 91 123456');
    expect(screen.getByRole('status')).toHaveTextContent('+37491123456 valid');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(numberInput()).toHaveValue('');
  });

  it('takes a number string as value and shows its country', () => {
    renderPhone({ value: '+995555123456' });
    expect(countryButton()).toHaveAccessibleName('Country code: Georgia +995');
    expect(numberInput()).toHaveValue('+995555123456');
  });

  it('a parent keeping only the E.164 number does not fight the typing', async () => {
    const user = userEvent.setup();
    function Form() {
      const [phone, setPhone] = useState('');
      return (
        <>
          <label htmlFor="phone">Phone</label>
          <PhoneInput id="phone" value={phone} onChange={(result) => setPhone(result.e164 ?? '')} ipCountryUrl={false} />
        </>
      );
    }
    renderIntl(<Form />);
    await user.type(numberInput(), '091123456');
    expect(numberInput()).toHaveValue('091 123456');
  });

  it('passes aria-describedby and aria-invalid to the number input', () => {
    renderPhone({ 'aria-describedby': 'phone-error', 'aria-invalid': true });
    expect(numberInput()).toHaveAttribute('aria-describedby', 'phone-error');
    expect(numberInput()).toHaveAttribute('aria-invalid', 'true');
  });
});

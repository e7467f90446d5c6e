import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import PhoneInput, { type PhoneInputProps } from '@/features/phone/components/phone-input';
import { loadPhoneEngine } from '@/features/phone/components/load-phone-engine';
import { IP_COUNTRY_LOOKUP_TIMEOUT_MS, PHONE_TYPEAHEAD_RESET_MS } from '@/lib/config';
import { resetIpCountryCache } from '@/features/phone/client/ip-country';
import type { PhoneResult } from '@/features/phone/model/types';
import { activeOption, countryButton, listbox, numberInput, renderIntl, type TestLocale } from './phone-input-helpers';

function Phone(props: Partial<PhoneInputProps>) {
  return (
    <>
      <label htmlFor="phone">Phone</label>
      <PhoneInput id="phone" ipCountryUrl={false} {...props} />
      <button type="button">Elsewhere</button>
    </>
  );
}

function renderPhone(props: Partial<PhoneInputProps> = {}, locale: TestLocale = 'en') {
  const onChange = vi.fn<(result: PhoneResult) => void>();
  const view = renderIntl(<Phone onChange={onChange} {...props} />, locale);
  const last = () => onChange.mock.calls.at(-1)?.[0];
  return { ...view, onChange, last };
}

beforeAll(async () => {
  // The engine is loaded on demand; load it once so every test starts with a ready field.
  await loadPhoneEngine();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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

describe('the country list', () => {
  it('is a combobox with a listbox, the current country active and selected', async () => {
    const user = userEvent.setup();
    renderPhone();
    const button = countryButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = listbox()!;
    expect(button).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeGreaterThanOrEqual(240);
    expect(options.slice(0, 3).map((o) => o.textContent)).toEqual(['🇦🇲Armenia +374', '🇷🇺Russia +7', '🇦🇫Afghanistan +93']);
    expect(activeOption()).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
    expect(button).toHaveFocus();
  });

  it('names the countries in the interface language', async () => {
    const user = userEvent.setup();
    renderPhone({}, 'hy');
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('option', { name: 'Ֆրանսիա +33' })).toBeInTheDocument();
  });

  describe('opens below with 200 px free under the field, above with less', () => {
    it.each([
      [600, 'below'],
      [601, 'above'],
      [100, 'below'],
      [790, 'above'],
    ])('field bottom at %i px of 800 → %s', async (bottom, placement) => {
      const user = userEvent.setup();
      vi.stubGlobal('innerHeight', 800);
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
        bottom,
        top: bottom - 44,
        left: 0,
        right: 300,
        width: 300,
        height: 44,
        x: 0,
        y: bottom - 44,
        toJSON: () => ({}),
      });
      renderPhone();
      await user.click(countryButton());
      expect(listbox()!.parentElement).toHaveAttribute('data-placement', placement);
    });
  });

  it('closes on Escape and keeps the focus on the button', async () => {
    const user = userEvent.setup();
    renderPhone();
    await user.click(countryButton());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(listbox()).toBeNull();
    expect(countryButton()).toHaveAttribute('aria-expanded', 'false');
    expect(countryButton()).toHaveFocus();
    expect(countryButton()).toHaveAccessibleName('Country code: Armenia +374');
  });

  it('closes on Tab and moves on to the number', async () => {
    const user = userEvent.setup();
    renderPhone();
    await user.click(countryButton());
    await user.tab();
    expect(listbox()).toBeNull();
    expect(numberInput()).toHaveFocus();
  });

  it('closes on Shift+Tab from the search box back to the button', async () => {
    const user = userEvent.setup();
    renderPhone();
    await user.click(countryButton());
    await user.click(screen.getByRole('searchbox'));
    await user.tab({ shift: true });
    expect(listbox()).toBeNull();
    expect(countryButton()).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderPhone();
    await user.click(countryButton());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(listbox()).toBeNull();
  });

  it('stays open for a click on its own search box', async () => {
    const user = userEvent.setup();
    renderPhone();
    await user.click(countryButton());
    await user.click(screen.getByRole('searchbox'));
    expect(listbox()).not.toBeNull();
  });

  it('closes after a pick, shows the country and focuses the number', async () => {
    const user = userEvent.setup();
    const { last } = renderPhone({ defaultValue: '0301234567' });
    await user.click(countryButton());
    await user.click(screen.getByRole('option', { name: /Germany/ }));
    expect(listbox()).toBeNull();
    expect(countryButton()).toHaveAccessibleName('Country code: Germany +49');
    expect(numberInput()).toHaveFocus();
    expect(last()).toMatchObject({ country: 'DE', e164: '+49301234567', valid: true });
  });

  it('picking another country rewrites an international number to its code', async () => {
    const user = userEvent.setup();
    renderPhone();
    await user.type(numberInput(), '+79123456789');
    await user.click(countryButton());
    await user.click(screen.getByRole('option', { name: /Kazakhstan/ }));
    expect(numberInput().value.startsWith('+7')).toBe(true);
    await user.click(countryButton());
    await user.click(screen.getByRole('option', { name: /Armenia/ }));
    expect(numberInput().value.startsWith('+374')).toBe(true);
  });

  it('is driven by arrows, Home, End and Enter', async () => {
    const user = userEvent.setup();
    renderPhone();
    countryButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(listbox()).not.toBeNull();
    expect(activeOption()).toHaveTextContent('Armenia');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Afghanistan');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Russia');
    await user.keyboard('{End}');
    expect(activeOption()).toHaveTextContent('Zimbabwe');
    await user.keyboard('{Home}');
    expect(activeOption()).toHaveTextContent('Armenia');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(listbox()).toBeNull();
    expect(countryButton()).toHaveAccessibleName('Country code: Russia +7');
  });

  it('Space picks the active country without reopening the list', async () => {
    const user = userEvent.setup();
    renderPhone();
    countryButton().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}[Space]');
    expect(listbox()).toBeNull();
    expect(countryButton()).toHaveAccessibleName('Country code: Russia +7');
  });

  it('filters by name, ISO code and dial code in the search box', async () => {
    const user = userEvent.setup();
    renderPhone({}, 'ru');
    await user.click(screen.getByRole('combobox'));
    const search = screen.getByRole('searchbox', { name: 'Поиск страны' });
    await user.type(search, 'герм');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['🇩🇪Германия +49']);
    await user.clear(search);
    await user.type(search, '+995');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['🇬🇪Грузия +995']);
    await user.clear(search);
    await user.type(search, 'ua');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('🇺🇦Украина +380');
    await user.clear(search);
    await user.type(search, 'qqqq');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Страна не найдена')).toBeInTheDocument();
  });

  it('the search box drives the list with the keyboard and Enter picks without sending a form', async () => {
    const user = userEvent.setup();
    const submit = vi.fn((event: Event) => event.preventDefault());
    renderIntl(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <label htmlFor="phone">Phone</label>
        <PhoneInput id="phone" ipCountryUrl={false} />
      </form>,
    );
    await user.click(countryButton());
    await user.type(screen.getByRole('searchbox'), 'united');
    const search = screen.getByRole('searchbox');
    expect(document.getElementById(search.getAttribute('aria-activedescendant')!)).toHaveTextContent('United Arab Emirates');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(submit).not.toHaveBeenCalled();
    expect(countryButton()).toHaveAccessibleName('Country code: United Kingdom +44');
  });
});

describe('type-to-find', () => {
  // Keys are fired directly: user-event waits on timers, which are fake here.
  beforeEach(() => vi.useFakeTimers());

  const press = (key: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(countryButton(), { key, ...init });
  const pressIn = (target: HTMLElement, keys: string) => [...keys].forEach((key) => fireEvent.keyDown(target, { key }));

  it('finds by the start of the localized name, case-insensitively, and forgets the typed text after 700 ms', () => {
    renderPhone();
    fireEvent.click(countryButton());
    press('G');
    expect(activeOption()).toHaveTextContent('Gabon');
    press('e');
    expect(activeOption()).toHaveTextContent('Georgia'); // "ge"
    act(() => vi.advanceTimersByTime(PHONE_TYPEAHEAD_RESET_MS - 1));
    press('r');
    expect(activeOption()).toHaveTextContent('Germany'); // still "ger"
    act(() => vi.advanceTimersByTime(PHONE_TYPEAHEAD_RESET_MS));
    press('u');
    expect(activeOption()).toHaveTextContent('U.S. Virgin Islands'); // the first "u", not "geru"
  });

  it('without the pause, the letters keep adding up', () => {
    renderPhone();
    fireEvent.click(countryButton());
    press('g');
    press('e');
    act(() => vi.advanceTimersByTime(PHONE_TYPEAHEAD_RESET_MS - 1));
    press('u'); // "geu" matches nothing: the active country stays
    expect(activeOption()).toHaveTextContent('Georgia');
  });

  it('a repeated letter walks through the countries with it', () => {
    renderPhone();
    fireEvent.click(countryButton());
    press('g');
    press('g');
    press('g');
    expect(activeOption()).toHaveTextContent('Georgia'); // Gabon, Gambia, Georgia
  });

  it('ignores keys that are not printable or carry a modifier', () => {
    renderPhone();
    fireEvent.click(countryButton());
    press('Shift', { shiftKey: true });
    press('F2');
    press('f', { ctrlKey: true });
    press('f', { metaKey: true });
    press('f', { altKey: true });
    expect(activeOption()).toHaveTextContent('Armenia');
    press('f');
    expect(activeOption()).toHaveTextContent('Falkland Islands');
  });

  it('opens the closed list at the country typed on the button, in Russian too', () => {
    renderPhone({}, 'ru');
    const button = screen.getByRole('combobox');
    pressIn(button, 'фр');
    expect(listbox()).not.toBeNull();
    expect(document.getElementById(button.getAttribute('aria-activedescendant')!)).toHaveTextContent('Франция');
  });

  it('finds by dial code digits', () => {
    renderPhone();
    fireEvent.click(countryButton());
    pressIn(countryButton(), '995');
    expect(activeOption()).toHaveTextContent('Georgia');
  });
});

describe('country from the site’s country lookup', () => {
  const URL = '/api/country';

  beforeEach(() => resetIpCountryCache());

  function stubLookup(impl: (url: string, init?: RequestInit) => Promise<Response>) {
    const fetchMock = vi.fn(impl);
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('preselects the visitor’s country', async () => {
    const fetchMock = stubLookup(async () => new Response('1;FR;FRA;France'));
    renderPhone({ ipCountryUrl: URL });
    await waitFor(() => expect(countryButton()).toHaveAccessibleName('Country code: France +33'));
    expect(fetchMock).toHaveBeenCalledWith(URL, expect.anything());
  });

  it('asks once for the whole visit', async () => {
    const fetchMock = stubLookup(async () => new Response('1;GE;GEO;Georgia'));
    const first = renderPhone({ ipCountryUrl: URL });
    await waitFor(() => expect(countryButton()).toHaveAccessibleName('Country code: Georgia +995'));
    first.unmount();
    renderPhone({ ipCountryUrl: URL });
    await waitFor(() => expect(countryButton()).toHaveAccessibleName('Country code: Georgia +995'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on failure warns and takes the country of the page’s language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubLookup(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPhone({ ipCountryUrl: URL, preferredCountries: ['GE', 'AM'] });
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('country lookup failed'), expect.any(Error)));
    expect(countryButton()).toHaveAccessibleName('Country code: United States +1');
  });

  it('without a known country ("0;;") takes the language’s country quietly, or the first preferred one when that is not offered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubLookup(async () => new Response('0;;'));
    const first = renderPhone({ ipCountryUrl: URL });
    await waitFor(() => expect(countryButton()).toHaveAccessibleName('Country code: United States +1'));
    first.unmount();
    renderPhone({ ipCountryUrl: URL, onlyCountries: ['GE', 'AM'], preferredCountries: ['GE'] });
    await waitFor(() => expect(countryButton()).toHaveAccessibleName('Country code: Georgia +995'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives up after the timeout with a warning', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubLookup(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    renderPhone({ ipCountryUrl: URL, defaultValue: '' });
    await act(() => vi.advanceTimersByTimeAsync(IP_COUNTRY_LOOKUP_TIMEOUT_MS - 1));
    expect(warn).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('country lookup failed'), expect.any(Error));
    expect(countryButton()).toHaveAccessibleName('Country code: United States +1');
  });

  it('a country that is not allowed is not taken', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubLookup(async () => new Response('1;FR;FRA;France'));
    renderPhone({ ipCountryUrl: URL, onlyCountries: ['RU', 'AM', 'GE'] });
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('FR is not offered')));
    expect(countryButton()).toHaveAccessibleName('Country code: Armenia +374');
  });

  it('is not asked when a country is already known', async () => {
    const fetchMock = stubLookup(async () => new Response('1;FR;FRA;France'));
    renderPhone({ ipCountryUrl: URL, defaultCountry: 'DE' });
    renderPhone({ ipCountryUrl: URL, value: '+37491123456' });
    await act(() => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not change the country under a number the visitor already started', async () => {
    let answer: (response: Response) => void = () => {};
    stubLookup(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderPhone({ ipCountryUrl: URL });
    await user.type(numberInput(), '091');
    await act(async () => answer(new Response('1;FR;FRA;France')));
    expect(countryButton()).toHaveAccessibleName('Country code: Armenia +374');
  });

  it('is switched off with an empty URL', async () => {
    const fetchMock = stubLookup(async () => new Response('1;FR;FRA;France'));
    renderPhone({ ipCountryUrl: '' });
    await act(() => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(countryButton()).toHaveAccessibleName('Country code: Armenia +374');
  });
});

describe('disabled', () => {
  it('disables the number and the country button', () => {
    renderPhone({ disabled: true });
    expect(numberInput()).toBeDisabled();
    expect(countryButton()).toBeDisabled();
    fireEvent.click(countryButton());
    expect(listbox()).toBeNull();
  });
});

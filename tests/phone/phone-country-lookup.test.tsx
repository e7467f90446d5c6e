import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { resetIpCountryCache } from '@/features/phone/client/ip-country';
import { IP_COUNTRY_LOOKUP_TIMEOUT_MS, PHONE_TYPEAHEAD_RESET_MS } from '@/features/phone/model/limits';

import { renderPhone, setupPhoneFieldTests } from './phone-field';
import { activeOption, countryButton, listbox, numberInput } from './phone-input-helpers';

setupPhoneFieldTests();

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
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
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

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { countryName } from '@/features/phone/model/countries';
import { COUNTRY_ROWS } from '@/features/phone/model/country-data';
import { loadRegionNames } from '@/features/phone/model/region-names';

import { renderPhone, setupPhoneFieldTests } from './phone-field';

/**
 * A browser whose locale data has no Armenian region names (Debian's Chromium): asked for Armenian, its
 * Intl.DisplayNames falls back to English. This file's modules see only that browser.
 */
const RealDisplayNames = Intl.DisplayNames;
class DisplayNamesWithoutArmenian extends RealDisplayNames {
  constructor(locales: string | string[], options: Intl.DisplayNamesOptions) {
    super([locales].flat()[0]?.startsWith('hy') ? ['en-US'] : locales, options);
  }
}

const countryButton = () => screen.getByRole('combobox', { name: /^Երկրի կոդը/ });

setupPhoneFieldTests();
beforeAll(() => {
  Reflect.set(Intl, 'DisplayNames', DisplayNamesWithoutArmenian);
});
afterAll(() => {
  Reflect.set(Intl, 'DisplayNames', RealDisplayNames);
});

describe('the country list in a browser that cannot name countries in Armenian', () => {
  it('names and sorts every country in Armenian when it first opens, and finds one by its Armenian name', async () => {
    const user = userEvent.setup();
    renderPhone({}, 'hy');
    await user.click(countryButton());
    const list = await screen.findByRole('listbox');
    const names = within(list)
      .getAllByRole('option')
      .map((option) => (option.textContent ?? '').replace(/^\p{RI}{2}|\+\d+$/gu, '').trim());
    // Past the preferred countries, in Armenian alphabetical order: Azerbaijan, Albania, Algeria…
    expect(names.slice(0, 3)).toEqual(['Հայաստան', 'Ռուսաստան', 'Ադրբեջան']);
    expect(names.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);

    await user.type(screen.getByRole('searchbox'), 'Ֆրանս');
    expect(within(list).getByRole('option', { name: /^Ֆրանսիա \+33$/ })).toBeInTheDocument();
  });

  it('finds a country by its Armenian name as the visitor types on the closed button', async () => {
    const user = userEvent.setup();
    renderPhone({}, 'hy');
    countryButton().focus();
    await user.keyboard('Ֆրա');
    const list = await screen.findByRole('listbox');
    await expect.poll(() => within(list).getByRole('option', { selected: true }).textContent).toMatch(/^.{0,4}Ֆրանսիա/);
  });
});

describe('the Armenian names loaded for such a browser', () => {
  it('name every country the phone field offers', async () => {
    await loadRegionNames('hy');
    const unnamed = COUNTRY_ROWS.map(([iso2]) => [iso2, countryName(iso2, 'hy')]).filter(
      ([, name]) => !/^[\u0531-\u058F][\u0531-\u058F\s.,()’'-]*$/u.test(name!),
    );
    expect(unnamed).toEqual([]);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import PhoneInput from '@/features/phone/components/phone-input';

import { renderPhone, setupPhoneFieldTests } from './phone-field';
import { activeOption, allCountriesDrawn, countryButton, listbox, numberInput, renderIntl } from './phone-input-helpers';

setupPhoneFieldTests();

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
    // The first options come with the tap's frame, the rest of the countries right after it.
    expect(within(list).getAllByRole('option').length).toBeLessThan(40);
    await allCountriesDrawn();
    const options = within(list).getAllByRole('option');
    expect(options.slice(0, 3).map((o) => o.textContent)).toEqual(['🇦🇲Armenia +374', '🇷🇺Russia +7', '🇦🇫Afghanistan +93']);
    expect(activeOption()).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
    expect(button).toHaveFocus();
  });

  it('opened on a country far down the list, draws it at once with the options around it, then every country', async () => {
    const user = userEvent.setup();
    renderPhone({ defaultCountry: 'US' });
    await user.click(countryButton());
    const list = listbox()!;
    const firstFrame = within(list).getAllByRole('option');
    expect(firstFrame.length).toBeLessThan(40);
    const active = activeOption()!;
    expect(active).toHaveTextContent('United States +1');
    expect(firstFrame).toContain(active);
    // Assistive technology hears its place in the whole list, not in the drawn part.
    const setSize = Number(active.getAttribute('aria-setsize'));
    expect(setSize).toBeGreaterThanOrEqual(240);
    await allCountriesDrawn();
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(setSize);
    expect(options.indexOf(activeOption()!) + 1).toBe(Number(active.getAttribute('aria-posinset')));
    expect(options.map((option) => option.getAttribute('aria-posinset'))).toEqual(options.map((_, index) => String(index + 1)));
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe(options[options.indexOf(active) + 1]);
  });

  it('names the countries in the interface language', async () => {
    const user = userEvent.setup();
    renderPhone({}, 'hy');
    await user.click(screen.getByRole('combobox'));
    await allCountriesDrawn();
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
    await allCountriesDrawn();
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
    await allCountriesDrawn();
    await user.click(screen.getByRole('option', { name: /Kazakhstan/ }));
    expect(numberInput().value.startsWith('+7')).toBe(true);
    await user.click(countryButton());
    await allCountriesDrawn();
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

/**
 * The country list of the phone field without its markup: open or closed, the search text and the options it
 * leaves, the active option, where the list opens, type-to-find, and the keys of a select-only combobox (APG).
 * country-select.tsx draws the button, country-list.tsx the popup.
 */
import 'client-only';

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

import { getDialCode, type CountryList } from '@/features/phone/model/countries';
import { loadRegionNames, regionNamesReady } from '@/features/phone/model/region-names';
import { filterCountries, findTypeaheadIndex } from '@/features/phone/model/search';
import type { CountryEntry, CountryIso2 } from '@/features/phone/model/types';

import { measureDropdownPlacement, type DropdownPlacement } from '../components/placement';
import { isPrintableKey, useTypeahead } from './use-typeahead';

const PAGE_STEP = 10;

const CLOSED: readonly CountryEntry[] = [];

export interface CountrySelectOptions {
  /** The countries: the list names them all only when it opens or is typed into. */
  list: CountryList;
  value: CountryIso2 | undefined;
  locale: string;
  /** The whole phone field: the list spans it, and clicks outside it close the list. */
  containerRef: RefObject<HTMLElement | null>;
  onSelect: (iso2: CountryIso2) => void;
  /** Tab out of the open list: the number input is next. */
  onTabForward: () => void;
}

export function useCountrySelect({ list, value, locale, containerRef, onSelect, onTabForward }: CountrySelectOptions) {
  const listId = useId();
  const button = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [placement, setPlacement] = useState<DropdownPlacement>('below');
  const typeahead = useTypeahead();
  const spaceHandled = useRef(false);

  const visible = useMemo(
    () => (!open ? CLOSED : query ? filterCountries(list.countries, query, locale) : list.countries),
    [open, list, query, locale],
  );
  const active = open ? visible[activeIndex] : undefined;
  const optionId = (iso2: string) => `${listId}-option-${iso2}`;
  const dialCode = getDialCode(value);

  const openList = (index?: number) => {
    setPlacement(measureDropdownPlacement(containerRef.current));
    setQuery('');
    setActiveIndex(
      index ??
        Math.max(
          0,
          list.countries.findIndex((entry) => entry.iso2 === value),
        ),
    );
    setOpen(true);
  };

  /** The list's first opening in a browser that cannot name the countries in the page's language waits for the names. */
  const whenNamed = (action: () => void) => {
    if (regionNamesReady(locale)) action();
    else void loadRegionNames(locale).then(action, action);
  };

  const close = () => {
    setOpen(false);
    setQuery('');
    typeahead.reset();
  };

  const pick = (entry: CountryEntry | undefined) => {
    if (!entry) return;
    close();
    onSelect(entry.iso2);
  };

  const move = (index: number) => {
    if (visible.length === 0) return;
    setActiveIndex(Math.min(visible.length - 1, Math.max(0, index)));
  };

  // Clicks and focus outside the field close the list.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        setOpen(false);
        setQuery('');
      }
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('focusin', outside);
    };
  }, [open, containerRef]);

  const typeToFind = (character: string) => {
    const typed = typeahead.add(character);
    const from = open ? activeIndex : list.countries.findIndex((entry) => entry.iso2 === value);
    const index = findTypeaheadIndex(open ? visible : list.countries, typed, from, locale);
    if (!open) openList(index >= 0 ? index : undefined);
    else if (index >= 0) setActiveIndex(index);
  };

  /** Keys shared by the button and the search box while the list is open. */
  const navigate = (event: KeyboardEvent<HTMLElement>): boolean => {
    switch (event.key) {
      case 'ArrowDown':
        move(activeIndex + 1);
        return true;
      case 'ArrowUp':
        if (event.altKey) {
          pick(active);
          return true;
        }
        move(activeIndex - 1);
        return true;
      case 'PageDown':
        move(activeIndex + PAGE_STEP);
        return true;
      case 'PageUp':
        move(activeIndex - PAGE_STEP);
        return true;
      case 'Enter':
        pick(active);
        return true;
      case 'Escape':
        close();
        button.current?.focus();
        return true;
      default:
        return false;
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    spaceHandled.current = false;
    if (!open) {
      const { key } = event;
      if (key === 'ArrowDown' || key === 'ArrowUp') whenNamed(() => openList());
      else if (key === 'Home') whenNamed(() => openList(0));
      else if (key === 'End') whenNamed(() => openList(list.countries.length - 1));
      else if (isPrintableKey(event) && key !== ' ') whenNamed(() => typeToFind(key));
      else return;
      event.preventDefault();
      return;
    }
    if (event.key === 'Tab') {
      close();
      if (!event.shiftKey) {
        event.preventDefault();
        onTabForward();
      }
      return;
    }
    if (event.key === 'Escape') event.stopPropagation();
    if (navigate(event)) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(visible.length - 1);
    else if (event.key === ' ') {
      spaceHandled.current = true;
      if (typeahead.isTyping()) typeToFind(' ');
      else pick(active);
    } else if (isPrintableKey(event)) typeToFind(event.key);
    else return;
    event.preventDefault();
  };

  // A Space handled on keydown must not also "click" the button on keyup and reopen the list.
  const onButtonKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ' && spaceHandled.current) event.preventDefault();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      close();
      if (event.shiftKey) button.current?.focus();
      else onTabForward();
      return;
    }
    if (event.key === 'Escape') event.stopPropagation();
    if (navigate(event)) event.preventDefault();
  };

  const search = (text: string) => {
    setQuery(text);
    setActiveIndex(0);
  };
  const toggle = () => (open ? close() : whenNamed(() => openList()));
  const pickOption = (id: string | undefined) => pick(visible.find((entry) => id === optionId(entry.iso2)));

  return {
    listId,
    button,
    open,
    query,
    activeIndex,
    placement,
    visible,
    active,
    dialCode,
    optionId,
    toggle,
    search,
    pickOption,
    onButtonKeyDown,
    onButtonKeyUp,
    onSearchKeyDown,
  };
}

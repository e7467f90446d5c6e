'use client';

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { flagEmoji, getDialCode } from '@/lib/phone/countries';
import { filterCountries, findTypeaheadIndex } from '@/lib/phone/search';
import type { CountryEntry, CountryIso2 } from '@/lib/phone/types';
import { measureDropdownPlacement, type DropdownPlacement } from './placement';
import { isPrintableKey, useTypeahead } from './use-typeahead';
import styles from './country-select.module.css';

const PAGE_STEP = 10;

export interface CountrySelectProps {
  countries: readonly CountryEntry[];
  /** How many entries at the start of `countries` are preferred (a line separates them). */
  preferredCount: number;
  value: CountryIso2 | undefined;
  locale: string;
  disabled?: boolean;
  /** The whole phone field: the list spans it, and clicks outside it close the list. */
  containerRef: RefObject<HTMLElement | null>;
  onSelect: (iso2: CountryIso2) => void;
  /** Tab out of the open list: the number input is next. */
  onTabForward: () => void;
}

/**
 * The country button of the phone field: a select-only combobox (APG) whose listbox pops up with a
 * search box. Focus stays on the button while the list is open; the active option is announced
 * through aria-activedescendant. Type-to-find works on the button, the search box for pointers.
 */
export default function CountrySelect({
  countries,
  preferredCount,
  value,
  locale,
  disabled,
  containerRef,
  onSelect,
  onTabForward,
}: CountrySelectProps) {
  const t = useTranslations('Phone');
  const listId = useId();
  const button = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [placement, setPlacement] = useState<DropdownPlacement>('below');
  const typeahead = useTypeahead();
  const spaceHandled = useRef(false);

  const visible = useMemo(() => (query ? filterCountries(countries, query, locale) : countries), [countries, query, locale]);
  const active = open ? visible[activeIndex] : undefined;
  const optionId = (iso2: string) => `${listId}-option-${iso2}`;
  const current = countries.find((entry) => entry.iso2 === value);
  const dialCode = current?.dialCode ?? getDialCode(value);

  const openList = (index?: number) => {
    setPlacement(measureDropdownPlacement(containerRef.current));
    setQuery('');
    setActiveIndex(index ?? Math.max(0, countries.findIndex((entry) => entry.iso2 === value)));
    setOpen(true);
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

  useEffect(() => {
    if (!open || !active) return;
    document.getElementById(optionId(active.iso2))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from listId, which never changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const typeToFind = (character: string) => {
    const typed = typeahead.add(character);
    const from = open ? activeIndex : countries.findIndex((entry) => entry.iso2 === value);
    const index = findTypeaheadIndex(open ? visible : countries, typed, from, locale);
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
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') openList();
      else if (event.key === 'Home') openList(0);
      else if (event.key === 'End') openList(countries.length - 1);
      else if (isPrintableKey(event) && event.key !== ' ') typeToFind(event.key);
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

  const name = current?.name ?? value ?? '';
  return (
    <>
      <button
        ref={button}
        type="button"
        role="combobox"
        className={styles.trigger}
        aria-label={t('country', { name, dialCode: dialCode ?? '' })}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={active ? optionId(active.iso2) : undefined}
        disabled={disabled}
        onClick={() => (open ? close() : openList())}
        onKeyDown={onButtonKeyDown}
        onKeyUp={onButtonKeyUp}
      >
        <span className={styles.flag} aria-hidden="true">
          {value ? flagEmoji(value) : ''}
        </span>
        <span className={styles.dial} aria-hidden="true">
          {dialCode ? `+${dialCode}` : ''}
        </span>
        <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div className={`${styles.popup} ${styles[placement]}`} data-placement={placement}>
          <input
            type="search"
            role="searchbox"
            className={styles.search}
            aria-label={t('search')}
            placeholder={t('searchPlaceholder')}
            aria-controls={listId}
            aria-activedescendant={active ? optionId(active.iso2) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          {/* Options take clicks only; the keyboard drives them from the button or the search box. */}
          <ul
            id={listId}
            role="listbox"
            aria-label={t('listLabel')}
            className={styles.list}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              const option = (event.target as Element).closest('[role="option"]');
              pick(visible.find((entry) => option?.id === optionId(entry.iso2)));
            }}
          >
            {visible.map((entry, index) => (
              <li
                key={entry.iso2}
                id={optionId(entry.iso2)}
                role="option"
                aria-selected={index === activeIndex}
                data-current={entry.iso2 === value || undefined}
                className={[
                  styles.option,
                  index === activeIndex && styles.active,
                  !query && index === preferredCount - 1 && styles.lastPreferred,
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                <span className={styles.flag} aria-hidden="true">
                  {flagEmoji(entry.iso2)}
                </span>
                <span className={styles.name}>{entry.name}</span>{' '}
                <span className={styles.optionDial}>+{entry.dialCode}</span>
              </li>
            ))}
          </ul>
          {visible.length === 0 ? (
            <p className={styles.empty} role="status">
              {t('noResults')}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

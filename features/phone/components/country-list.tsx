'use client';

import { useTranslations } from 'next-intl';
import type { ChangeEvent, KeyboardEvent } from 'react';

import { flagEmoji } from '@/features/phone/model/countries';
import type { CountryEntry, CountryIso2 } from '@/features/phone/model/types';

import styles from './country-select.module.css';
import type { DropdownPlacement } from './placement';

export interface CountryListProps {
  listId: string;
  placement: DropdownPlacement;
  query: string;
  /** The options the search leaves, in order. */
  visible: readonly CountryEntry[];
  activeIndex: number;
  activeId: string | undefined;
  /** The country the field has now. */
  value: CountryIso2 | undefined;
  /** How many entries at the start of the full list are preferred (a line separates them when nothing is searched). */
  preferredCount: number;
  optionId: (iso2: string) => string;
  onSearch: (text: string) => void;
  onSearchKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onPick: (optionId: string | undefined) => void;
}

/** The popup of the country button: a search box and the listbox of countries. */
export default function CountryList({
  listId,
  placement,
  query,
  visible,
  activeIndex,
  activeId,
  value,
  preferredCount,
  optionId,
  onSearch,
  onSearchKeyDown,
  onPick,
}: CountryListProps) {
  const t = useTranslations('Phone');
  return (
    <div className={`${styles.popup} ${styles[placement]}`} data-placement={placement}>
      <input
        type="search"
        role="searchbox"
        className={styles.search}
        aria-label={t('search')}
        placeholder={t('searchPlaceholder')}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onSearch(event.target.value)}
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
        onClick={(event) => onPick((event.target as Element).closest('[role="option"]')?.id)}
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
            <span className={styles.name}>{entry.name}</span> <span className={styles.optionDial}>+{entry.dialCode}</span>
          </li>
        ))}
      </ul>
      {visible.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('noResults')}
        </p>
      ) : null}
    </div>
  );
}

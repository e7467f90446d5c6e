'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';

import { flagEmoji } from '@/features/phone/model/countries';
import type { CountryEntry, CountryIso2 } from '@/features/phone/model/types';
import { afterNextPaint } from '@/lib/app/after-next-paint';

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

/**
 * Options drawn in the frame that opens the list: the popup shows about nine, so these fill it with the active one
 * in view. The rest of the 240 or so are drawn right after that frame is painted, so a tap on the button shows the
 * list without waiting for every country's markup and layout.
 */
const FIRST_FRAME_OPTIONS = 24;

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
  const [allDrawn, setAllDrawn] = useState(false);
  useEffect(() => {
    let open = true;
    void afterNextPaint().then(() => open && startTransition(() => setAllDrawn(true)));
    return () => {
      open = false;
    };
  }, []);
  // The active option is always drawn: aria-activedescendant names it, and it is scrolled into view.
  const drawn = allDrawn ? visible : visible.slice(0, Math.max(FIRST_FRAME_OPTIONS, activeIndex + FIRST_FRAME_OPTIONS / 2));
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
        {drawn.map((entry, index) => (
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

'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useLayoutEffect, useState, type ChangeEvent, type CSSProperties, type KeyboardEvent } from 'react';

import type { CountryEntry, CountryIso2 } from '@/features/phone/model/types';
import { afterNextPaint } from '@/lib/app/after-next-paint';

import { CountryFlag } from './country-flag';
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
  /** Flags as emoji, or as the country's letters where the system has no flag emoji. */
  flagEmoji: boolean;
  /** How many entries at the start of the full list are preferred (a line separates them when nothing is searched). */
  preferredCount: number;
  optionId: (iso2: string) => string;
  onSearch: (text: string) => void;
  onSearchKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onPick: (optionId: string | undefined) => void;
}

/**
 * Options drawn in the frame that opens the list, around the active one: the popup shows about nine. The rest of the
 * 240 or so are drawn right after that frame is painted, so a tap on the button shows the list without waiting for
 * every country's markup. Until then the first drawn option's top margin stands in for the options above it.
 */
const FIRST_FRAME_OPTIONS = 24;

function firstFrameStart(count: number, activeIndex: number): number {
  return Math.max(0, Math.min(activeIndex - FIRST_FRAME_OPTIONS / 2, count - FIRST_FRAME_OPTIONS));
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
  flagEmoji,
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
  const start = allDrawn ? 0 : firstFrameStart(visible.length, activeIndex);
  const drawn = allDrawn ? visible : visible.slice(start, start + FIRST_FRAME_OPTIONS);
  useLayoutEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, allDrawn]);
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
        style={start ? ({ '--rows-above': start } as CSSProperties) : undefined}
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => onPick((event.target as Element).closest('[role="option"]')?.id)}
      >
        {drawn.map((entry, drawnIndex) => {
          const index = start + drawnIndex;
          return (
            <li
              key={entry.iso2}
              id={optionId(entry.iso2)}
              role="option"
              aria-posinset={index + 1}
              aria-setsize={visible.length}
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
              <CountryFlag iso2={entry.iso2} emoji={flagEmoji} />
              <span className={styles.name}>{entry.name}</span> <span className={styles.optionDial}>+{entry.dialCode}</span>
            </li>
          );
        })}
      </ul>
      {visible.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('noResults')}
        </p>
      ) : null}
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';

import { countryName } from '@/features/phone/model/countries';
import { COUNTRIES_NAMED_IN_MESSAGES } from '@/features/phone/model/limits';

import { useCountrySelect, type CountrySelectOptions } from '../client/use-country-select';
import { useFlagEmoji } from '../client/use-flag-emoji';
import { CountryFlag } from './country-flag';
import CountryList from './country-list';
import styles from './country-select.module.css';

const isNamedInMessages = (iso2: string): iso2 is (typeof COUNTRIES_NAMED_IN_MESSAGES)[number] =>
  (COUNTRIES_NAMED_IN_MESSAGES as readonly string[]).includes(iso2);

export interface CountrySelectProps extends CountrySelectOptions {
  disabled?: boolean;
}

/**
 * The country button of the phone field: a select-only combobox (APG) whose listbox pops up with a
 * search box. Focus stays on the button while the list is open; the active option is announced
 * through aria-activedescendant. Type-to-find works on the button, the search box for pointers.
 * Its behaviour is the hook use-country-select.ts.
 */
export default function CountrySelect({ disabled, ...options }: CountrySelectProps) {
  const t = useTranslations('Phone');
  const { button, listId, open, query, activeIndex, placement, visible, active, dialCode, optionId, ...handlers } =
    useCountrySelect(options);
  const { value, list, locale } = options;
  const flagEmoji = useFlagEmoji();
  const activeId = active ? optionId(active.iso2) : undefined;
  const name = !value ? '' : isNamedInMessages(value) ? t(`countryNames.${value}`) : countryName(value, locale);
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
        aria-activedescendant={activeId}
        disabled={disabled}
        onClick={handlers.toggle}
        onKeyDown={handlers.onButtonKeyDown}
        onKeyUp={handlers.onButtonKeyUp}
      >
        <CountryFlag iso2={value} emoji={flagEmoji} />
        <span className={styles.dial} aria-hidden="true">
          {dialCode ? `+${dialCode}` : ''}
        </span>
        <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <CountryList
          listId={listId}
          placement={placement}
          query={query}
          visible={visible}
          activeIndex={activeIndex}
          activeId={activeId}
          value={value}
          flagEmoji={flagEmoji}
          preferredCount={list.preferredCount}
          optionId={optionId}
          onSearch={handlers.search}
          onSearchKeyDown={handlers.onSearchKeyDown}
          onPick={handlers.pickOption}
        />
      ) : null}
    </>
  );
}

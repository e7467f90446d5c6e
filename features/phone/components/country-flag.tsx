import { flagEmoji } from '@/features/phone/model/countries';
import type { CountryIso2 } from '@/features/phone/model/types';

import styles from './country-select.module.css';

/**
 * A country's flag beside its name (hidden from assistive technology, which reads the name): the emoji where the
 * system draws flags, the country's two letters where it would draw boxes (use-flag-emoji.ts tells which).
 */
export function CountryFlag({ iso2, emoji }: { iso2: CountryIso2 | undefined; emoji: boolean }) {
  if (emoji || !iso2) {
    return (
      <span className={styles.flag} aria-hidden="true">
        {iso2 ? flagEmoji(iso2) : ''}
      </span>
    );
  }
  return (
    <span className={styles.flagLetters} aria-hidden="true">
      {iso2.toUpperCase()}
    </span>
  );
}

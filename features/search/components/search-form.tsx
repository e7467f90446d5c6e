import { getLocale, getTranslations } from 'next-intl/server';

import { SEARCH_QUERY_MAX_LENGTH } from '@/features/search/model/limits';
import { localizedPath } from '@/lib/i18n/paths';

import styles from './search-form.module.css';

interface SearchFormProps {
  /** The header's compact box, or the search page's own box with the query filled in. */
  variant: 'header' | 'page';
  query?: string;
}

/**
 * The search box: a plain GET form to /search, rendered on the server. It works without JavaScript and
 * adds none to the page; the results page is rendered on the server for each query.
 */
export default async function SearchForm({ variant, query }: SearchFormProps) {
  const [t, locale] = await Promise.all([getTranslations('Search'), getLocale()]);
  const id = `search-${variant}`;
  return (
    <form
      role="search"
      method="get"
      action={localizedPath(locale, '/search')}
      aria-label={variant === 'header' ? t('label') : t('title')}
      className={styles.form}
      data-variant={variant}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t('placeholder')}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.button}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className={variant === 'header' ? 'visually-hidden' : undefined}>{t('submit')}</span>
      </button>
    </form>
  );
}

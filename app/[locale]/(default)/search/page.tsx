import { getTranslations } from 'next-intl/server';

import Link from '@/components/ui/link';
import { SearchForm, SearchResults } from '@/features/search';
import { readSearchQuery } from '@/features/search/model';
import { searchIndex } from '@/features/search/server';
import { PageHeader } from '@/features/shell';
import { CLINIC_CONTACTS } from '@/lib/clinic';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo';

import styles from './search.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /search?q=…: rendered on the server for each request (it reads the query), so no cache entry is
 * made per query; the index behind it is cached per language (features/search/server.ts). Never indexed.
 */
export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return pageMetadata({ locale, path: '/search', title: t('title'), description: t('description'), noindex: true });
}

export default async function SearchPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = enableLocale((await params).locale);
  const query = readSearchQuery((await searchParams).q);
  const t = await getTranslations('Search');
  const outcome = query ? (await searchIndex(locale)).search(query) : null;

  return (
    <>
      <PageHeader title={query ? t('resultsTitle', { query }) : t('title')} breadcrumbs={[{ label: t('title') }]}>
        <SearchForm variant="page" query={query} />
      </PageHeader>
      <div className={`container ${styles.body}`}>
        {!outcome ? (
          <p className={styles.note}>{t('prompt')}</p>
        ) : outcome.hits.length > 0 ? (
          <SearchResults hits={outcome.hits} heading={t('count', { count: outcome.hits.length })} />
        ) : (
          <div className={styles.nothing}>
            <p className={styles.nothingTitle}>{t('nothing', { query: outcome.query })}</p>
            {outcome.suggestion ? (
              <p className={styles.suggestion}>
                {t.rich('didYouMean', {
                  suggestion: outcome.suggestion.query,
                  link: (chunks) => <Link href={`/search?q=${encodeURIComponent(outcome.suggestion!.query)}`}>{chunks}</Link>,
                })}
              </p>
            ) : null}
            <p className={styles.note}>{t('nothingHint', { phone: CLINIC_CONTACTS.phone.display })}</p>
            {outcome.suggestion && outcome.suggestion.hits.length > 0 ? (
              <SearchResults hits={outcome.suggestion.hits} heading={t('suggestionResults', { suggestion: outcome.suggestion.query })} />
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}

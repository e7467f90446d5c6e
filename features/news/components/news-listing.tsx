import { notFound } from 'next/navigation';

import CardGrid from '@/components/ui/card-grid';
import EmptyState from '@/components/ui/empty-state';
import Pagination from '@/components/ui/pagination';
import { getNewsPage } from '@/features/news/server/source';
import type { Locale } from '@/lib/locales';
import { newsPageRoute } from '@/lib/routes';

import NewsCard from './news-card';
import styles from './news-listing.module.css';

/** One page of the news list with page links; a page past the end is a 404. */
export default async function NewsListing({ locale, page, label }: { locale: Locale; page: number; label: string }) {
  const list = await getNewsPage(locale, page);
  if (page > 1 && page > list.totalPages) notFound();
  if (list.items.length === 0) {
    return (
      <div className={`container ${styles.listing}`}>
        <EmptyState list="news" />
      </div>
    );
  }
  return (
    <div className={`container ${styles.listing}`}>
      <CardGrid minColumn="lg" label={label} items={list.items}>
        {(item, index) => <NewsCard item={item} headingLevel="h2" priority={index === 0} />}
      </CardGrid>
      <Pagination page={page} totalPages={list.totalPages} hrefFor={newsPageRoute} />
    </div>
  );
}

import { notFound } from 'next/navigation';
import { NEWS_PAGE_SIZE, type Locale } from '@/lib/config';
import { serverApi } from '@/lib/api/server';
import { getNewsList } from '@/lib/api/endpoints';
import { loadSection } from '@/lib/content/load';
import { newsPageRoute } from '@/lib/news/pages';
import ApiUnavailable from './api-unavailable';
import CardGrid from './card-grid';
import NewsCard from './news-card';
import Pagination from './pagination';
import styles from './news-listing.module.css';

/** One page of the news list with page links; a page past the end is a 404. */
export default async function NewsListing({ locale, page, label }: { locale: Locale; page: number; label: string }) {
  const list = await loadSection(`news page ${page}`, getNewsList(serverApi(locale), { page, pageSize: NEWS_PAGE_SIZE }));
  if (!list.ok) {
    return (
      <div className={`container ${styles.listing}`}>
        <ApiUnavailable />
      </div>
    );
  }
  if (page > 1 && page > list.data.totalPages) notFound();
  return (
    <div className={`container ${styles.listing}`}>
      <CardGrid minColumn="lg" label={label}>
        {list.data.items.map((item, index) => (
          <li key={item.id}>
            <NewsCard item={item} headingLevel="h2" priority={index === 0} />
          </li>
        ))}
      </CardGrid>
      <Pagination page={page} totalPages={list.data.totalPages} hrefFor={newsPageRoute} />
    </div>
  );
}

/** A news item's page below the site header: its header with the date, the article and the related items. */
import { getTranslations } from 'next-intl/server';

import ApiImage from '@/components/ui/api-image';
import CardGrid from '@/components/ui/card-grid';
import JsonLd from '@/components/ui/json-ld';
import Link from '@/components/ui/link';
import RichText from '@/components/ui/rich-text';
import Section from '@/components/ui/section';
import { PageHeader } from '@/features/shell';
import { CLINIC_TIME_ZONE } from '@/lib/clinic';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/locales';
import { getContent } from '@/lib/site-texts';

import type { NewsItem, NewsSummary } from '../api/calls';
import { newsArticleJsonLd } from '../model/structured-data';
import styles from './news-article.module.css';
import NewsCard from './news-card';

export default async function NewsArticle({ item, related, locale }: { item: NewsItem; related: NewsSummary[]; locale: Locale }) {
  const [t, tNav] = await Promise.all([getTranslations('News'), getTranslations('Nav')]);
  const date = formatDate(item.publishedAt, locale, 'date', { timeZone: CLINIC_TIME_ZONE });

  return (
    <>
      <JsonLd data={newsArticleJsonLd({ item, locale, address: getContent(locale).address })} />
      <PageHeader title={item.title} lead={item.excerpt} breadcrumbs={[{ label: tNav('news'), href: '/news' }, { label: item.title }]}>
        <p className={styles.date}>
          {t('published')} <time dateTime={item.publishedAt}>{date}</time>
        </p>
      </PageHeader>
      <article className={`container ${styles.article}`}>
        <ApiImage image={item.image} sizes="(min-width: 880px) 800px, 100vw" priority className={styles.cover} />
        <RichText html={item.body} className={styles.body} />
        <p>
          <Link href="/news">← {t('allNews')}</Link>
        </p>
      </article>
      <Section id="related" tone="alt" title={t('relatedTitle')}>
        <CardGrid minColumn="lg" items={related}>
          {(other) => <NewsCard item={other} />}
        </CardGrid>
      </Section>
    </>
  );
}

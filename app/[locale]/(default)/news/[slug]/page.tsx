import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import Link from '@/components/ui/link';
import { DEFAULT_LOCALE, LOCALES, RELATED_NEWS_COUNT, type Locale } from '@/lib/config';
import { SLUG_PATTERN, newsRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { serverApi } from '@/lib/api/server';
import { getNewsItem, getRelatedNews } from '@/lib/api/contract';
import { orNotFound } from '@/lib/api/not-found';
import { getContent } from '@/lib/site-texts';
import { CLINIC_TIME_ZONE } from '@/lib/clinic';
import { formatDate } from '@/lib/i18n/format';
import { getAllNews } from '@/features/news/server';
import { NewsCard } from '@/features/news';
import { PageHeader } from '@/features/shell';
import { newsArticleJsonLd } from '@/lib/seo/structured-data';
import ApiImage from '@/components/ui/api-image';
import CardGrid from '@/components/ui/card-grid';
import JsonLd from '@/components/ui/json-ld';
import RichText from '@/components/ui/rich-text';
import Section from '@/components/ui/section';
import styles from './news-item.module.css';

type Params = LocaleParams<{ slug: string }>;

export const dynamicParams = true;

export async function generateStaticParams() {
  const news = await getAllNews(DEFAULT_LOCALE);
  return LOCALES.flatMap((locale) => news.map((item) => ({ locale, slug: item.slug })));
}

async function loadNews(locale: Locale, slug: string) {
  if (!SLUG_PATTERN.test(slug)) notFound();
  return orNotFound(getNewsItem(serverApi(locale), slug));
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const item = await loadNews(locale, slug);
  return pageMetadata({
    locale,
    path: newsRoute(slug),
    title: item.title,
    description: item.excerpt,
    type: 'article',
    image: { url: item.image.url, width: item.image.width, height: item.image.height, alt: item.image.alt },
  });
}

export default async function NewsItemPage({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  // Independent calls run side by side; an unknown slug is a 404 whichever answer comes first.
  const [item, related, t, tNav] = await Promise.all([
    loadNews(locale, slug),
    orNotFound(getRelatedNews(serverApi(locale), slug, RELATED_NEWS_COUNT)),
    getTranslations('News'),
    getTranslations('Nav'),
  ]);
  const date = formatDate(item.publishedAt, locale, 'date', { timeZone: CLINIC_TIME_ZONE });

  return (
    <>
      <JsonLd data={newsArticleJsonLd({ item, locale, address: getContent(locale).address })} />
      <PageHeader
        title={item.title}
        lead={item.excerpt}
        breadcrumbs={[{ label: tNav('news'), href: '/news' }, { label: item.title }]}
      >
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

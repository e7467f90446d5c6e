import { getFormatter, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import Link from '@/components/ui/link';
import { DEFAULT_LOCALE, LOCALES, RELATED_NEWS_COUNT, type Locale } from '@/lib/config';
import { PAGE_SIZE_MAX } from '@/lib/api/schemas';
import { SLUG_PATTERN, newsRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { serverApi } from '@/lib/api/server';
import { getNewsItem, getNewsList, getRelatedNews } from '@/lib/api/endpoints';
import { orNotFound } from '@/lib/api/not-found';
import { getContent } from '@/lib/content';
import { loadSection, paramsOrNone } from '@/lib/content/load';
import { newsArticleJsonLd } from '@/lib/content/structured-data';
import ApiImage from '@/components/content/api-image';
import ApiUnavailable from '@/components/content/api-unavailable';
import CardGrid from '@/components/content/card-grid';
import JsonLd from '@/components/content/json-ld';
import NewsCard from '@/components/content/news-card';
import RichText from '@/components/content/rich-text';
import Section from '@/components/content/section';
import PageHeader from '@/components/layout/page-header';
import styles from './news-item.module.css';

type Params = LocaleParams<{ slug: string }>;

/** Regenerated at most once an hour (= PAGE_REVALIDATE_SECONDS in lib/config.ts); items published later render on first visit. */
export const revalidate = 3600;
export const dynamicParams = true;

async function allNewsSlugs(): Promise<string[]> {
  const api = serverApi(DEFAULT_LOCALE);
  const first = await getNewsList(api, { page: 1, pageSize: PAGE_SIZE_MAX });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => getNewsList(api, { page: i + 2, pageSize: PAGE_SIZE_MAX })),
  );
  return [first, ...rest].flatMap((page) => page.items.map((item) => item.slug));
}

export async function generateStaticParams() {
  const slugs = await paramsOrNone('news slugs', allNewsSlugs());
  return LOCALES.flatMap((locale) => slugs.map((slug) => ({ locale, slug })));
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
  const item = await loadNews(locale, slug);
  const [t, tNav, format] = await Promise.all([getTranslations('News'), getTranslations('Nav'), getFormatter()]);
  const related = await loadSection('related news', getRelatedNews(serverApi(locale), slug, RELATED_NEWS_COUNT));
  const date = format.dateTime(new Date(item.publishedAt), 'date');

  return (
    <>
      <JsonLd data={newsArticleJsonLd({ item, locale, address: getContent(locale).address })} />
      <PageHeader
        title={item.title}
        lead={item.excerpt}
        breadcrumbs={[{ label: tNav('news'), href: '/news' }, { label: item.title }]}
      >
        <p className={styles.date}>
          {t('published')}: <time dateTime={item.publishedAt}>{date}</time>
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
        {related.ok ? (
          <CardGrid minColumn="lg">
            {related.data.map((other) => (
              <li key={other.id}>
                <NewsCard item={other} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <ApiUnavailable />
        )}
      </Section>
    </>
  );
}

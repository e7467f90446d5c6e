import { NewsArticle } from '@/features/news';
import { getAllNews, getNewsItem, getRelatedNews } from '@/features/news/server';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales';
import { newsRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Params = LocaleParams<{ slug: string }>;

export const dynamicParams = true;

export async function generateStaticParams() {
  const news = await getAllNews(DEFAULT_LOCALE);
  return LOCALES.flatMap((locale) => news.map((item) => ({ locale, slug: item.slug })));
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const item = await getNewsItem(locale, slug);
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
  const [item, related] = await Promise.all([getNewsItem(locale, slug), getRelatedNews(locale, slug)]);
  return <NewsArticle item={item} related={related} locale={locale} />;
}

/** schema.org structured data (JSON-LD) of a news item's page. */
import { LANGUAGE_TAGS, type Locale } from '@/lib/locales';
import { newsRoute } from '@/lib/routes';
import { absoluteUrl, localizedPath, publicImageUrl } from '@/lib/seo';
import { clinicReference, type JsonLdObject } from '@/lib/seo/structured-data';
import { SITE } from '@/lib/site';
import type { ClinicAddress } from '@/lib/site-texts/types';

import type { NewsItem } from '../api/calls';

export function newsArticleJsonLd({ item, locale, address }: { item: NewsItem; locale: Locale; address: ClinicAddress }): JsonLdObject {
  const url = absoluteUrl(localizedPath(locale, newsRoute(item.slug)));
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.excerpt,
    image: [publicImageUrl(item.image.url)],
    datePublished: item.publishedAt,
    dateModified: item.publishedAt,
    inLanguage: LANGUAGE_TAGS[locale],
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: { '@type': 'Organization', name: SITE.brand, url: absoluteUrl('/') },
    publisher: { ...clinicReference(address), logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
  };
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo';
import type { Locale } from '@/lib/config';

type PageKey = 'home' | 'about' | 'services' | 'doctors' | 'news' | 'gallery' | 'reviews' | 'contacts' | 'foreignClients';

/** Metadata of a fixed route from the `Pages` messages: "{title} | {brand}", description, alternates. */
export async function staticPageMetadata(locale: Locale, key: PageKey, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return pageMetadata({ locale, path, title: t(`${key}.title`), description: t(`${key}.description`) });
}

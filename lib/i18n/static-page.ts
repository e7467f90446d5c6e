import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo';
import type { Locale } from '@/lib/config';
import type { RouteKey } from '@/lib/routes';


/** Metadata of a fixed route from the `Pages` messages: "{title} | {brand}", description, alternates. */
export async function staticPageMetadata(locale: Locale, key: RouteKey, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return pageMetadata({ locale, path, title: t(`${key}.title`), description: t(`${key}.description`) });
}

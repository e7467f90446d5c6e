import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { STATIC_ROUTES, type RouteKey } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

import { enableLocale, type LocaleParams } from './page';

/**
 * The `generateMetadata` of a fixed route: "{title} | {brand}" and the description from the `Pages`
 * messages, alternates from the route table's path. Use: `export const generateMetadata = staticPageMetadata('news');`
 */
export function staticPageMetadata(key: RouteKey) {
  const { path } = STATIC_ROUTES.find((route) => route.key === key)!;
  return async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    const locale = enableLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: 'Pages' });
    return pageMetadata({ locale, path, title: t(`${key}.title`), description: t(`${key}.description`) });
  };
}

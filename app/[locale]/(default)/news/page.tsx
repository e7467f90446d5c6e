import { getTranslations } from 'next-intl/server';

import { NewsListing } from '@/features/news';
import { PageHeader } from '@/features/shell';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';

export const generateMetadata = staticPageMetadata('news');

export default async function NewsPage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const t = await getTranslations('Pages');
  return (
    <>
      <PageHeader title={t('news.title')} lead={t('news.description')} breadcrumbs={[{ label: t('news.title') }]} />
      <NewsListing locale={locale} page={1} label={t('news.title')} />
    </>
  );
}

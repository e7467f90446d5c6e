import { getTranslations } from 'next-intl/server';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import PageHeader from '@/components/layout/page-header';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  return staticPageMetadata(locale, 'contacts', '/contacts');
}

export default async function ContactsPage({ params }: { params: LocaleParams }) {
  enableLocale((await params).locale);
  const t = await getTranslations('Pages');
  return <PageHeader title={t('contacts.title')} lead={t('contacts.description')} breadcrumbs={[{ label: t('contacts.title') }]} />;
}

import { getTranslations } from 'next-intl/server';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  return staticPageMetadata(locale, 'home', '/');
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  enableLocale((await params).locale);
  const t = await getTranslations('Pages');
  return (
    <section className="container">
      <h1>{t('home.title')}</h1>
      <p>{t('home.description')}</p>
    </section>
  );
}

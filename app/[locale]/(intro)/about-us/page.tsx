import { getTranslations } from 'next-intl/server';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  return staticPageMetadata(locale, 'about', '/about-us');
}

export default async function AboutPage({ params }: { params: LocaleParams }) {
  enableLocale((await params).locale);
  const t = await getTranslations('Pages');
  return (
    <section className="container">
      <h1>{t('about.title')}</h1>
      <p>{t('about.description')}</p>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';

import CtaLink from '@/components/ui/cta-link';
import { ApplicationBlock } from '@/features/application';
import { bookingLink } from '@/features/booking/server';
import { getDoctors } from '@/features/doctors/server';
import { OtherServices, ServiceOverview } from '@/features/services';
import { PageHeader } from '@/features/shell';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { LOCALES } from '@/lib/locales';
import { isServiceSlug, SERVICE_SLUGS, serviceRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { getContent } from '@/lib/site-texts';

import styles from './service.module.css';

type Params = LocaleParams<{ service: string }>;

export const dynamicParams = false;
export function generateStaticParams() {
  return LOCALES.flatMap((locale) => SERVICE_SLUGS.map((service) => ({ locale, service })));
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale: raw, service } = await params;
  const locale = enableLocale(raw);
  if (!isServiceSlug(service)) notFound();
  const t = await getTranslations({ locale, namespace: 'Services' });
  return pageMetadata({
    locale,
    path: serviceRoute(service),
    title: t(service),
    description: getContent(locale).services[service].summary,
  });
}

export default async function ServicePage({ params }: { params: Params }) {
  const { locale: raw, service } = await params;
  const locale = enableLocale(raw);
  if (!isServiceSlug(service)) notFound();
  const [t, tServices, tNav, doctors, bookHref] = await Promise.all([
    getTranslations('ServicePage'),
    getTranslations('Services'),
    getTranslations('Nav'),
    getDoctors(locale, { service }),
    bookingLink(locale, { service }),
  ]);
  const title = tServices(service);

  return (
    <>
      <PageHeader
        title={title}
        lead={getContent(locale).services[service].intro}
        breadcrumbs={[{ label: tNav('services'), href: '/services' }, { label: title }]}
      >
        <div className={styles.headerActions}>
          <CtaLink href={bookHref ?? '#application'}>{t('book')}</CtaLink>
        </div>
      </PageHeader>
      <ServiceOverview service={service} doctors={doctors} locale={locale} />
      <ApplicationBlock preset={{ service }} />
      <OtherServices service={service} />
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import Link from '@/components/ui/link';
import { LOCALES } from '@/lib/config';
import { SERVICE_SLUGS, isServiceSlug, serviceRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { serverApi } from '@/lib/api/server';
import { getDoctors } from '@/lib/api/contract';
import { getContent } from '@/lib/site-texts';
import { procedureTable } from '@/lib/site-texts/procedures';
import { ApplicationBlock } from '@/features/application';
import { bookingLink } from '@/features/booking/server';
import { DoctorCard } from '@/features/doctors';
import { ProcedureTable } from '@/features/services';
import { PageHeader } from '@/features/shell';
import CardGrid from '@/components/ui/card-grid';
import CheckList from '@/components/ui/check-list';
import CtaLink from '@/components/ui/cta-link';
import EmptyState from '@/components/ui/empty-state';
import TitledBlock from '@/components/ui/titled-block';
import FaqList from '@/components/ui/faq-list';
import Section from '@/components/ui/section';
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
  return pageMetadata({ locale, path: serviceRoute(service), title: t(service), description: getContent(locale).services[service].summary });
}

export default async function ServicePage({ params }: { params: Params }) {
  const { locale: raw, service } = await params;
  const locale = enableLocale(raw);
  if (!isServiceSlug(service)) notFound();
  const [t, tServices, tNav] = await Promise.all([getTranslations('ServicePage'), getTranslations('Services'), getTranslations('Nav')]);
  const text = getContent(locale).services[service];
  const [doctors, bookHref] = await Promise.all([getDoctors(serverApi(locale), { service }), bookingLink(locale, { service })]);
  const title = tServices(service);

  return (
    <>
      <PageHeader title={title} lead={text.intro} breadcrumbs={[{ label: tNav('services'), href: '/services' }, { label: title }]}>
        <div className={styles.headerActions}>
          <CtaLink href={bookHref ?? '#application'}>{t('book')}</CtaLink>
        </div>
      </PageHeader>

      <Section id="treats" first title={t('treatsTitle', { service })}>
        <CheckList items={text.treats} />
      </Section>

      <Section id="procedures" tone="alt" title={t('proceduresTitle')}>
        <ProcedureTable procedures={procedureTable(service, text.procedures)} caption={t('proceduresTitle')} />
      </Section>

      <Section id="doctors" title={t('doctorsTitle')}>
        {doctors.length > 0 ? (
          <CardGrid items={doctors}>{(doctor) => <DoctorCard doctor={doctor} />}</CardGrid>
        ) : (
          <EmptyState list="doctors" />
        )}
      </Section>

      <Section id="faq" tone="alt" title={t('faqTitle')}>
        <FaqList items={text.faq} />
      </Section>

      <ApplicationBlock preset={{ service }} />

      <TitledBlock as="nav" headingId="other-services-title" title={t('otherServices')} className={`container ${styles.others}`} headingClassName={styles.othersTitle}>
        <ul className={styles.othersList}>
          {SERVICE_SLUGS.filter((other) => other !== service).map((other) => (
            <li key={other}>
              <Link href={serviceRoute(other)}>{tServices(other)}</Link>
            </li>
          ))}
        </ul>
      </TitledBlock>
    </>
  );
}

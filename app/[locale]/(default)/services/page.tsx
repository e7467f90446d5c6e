import { getTranslations } from 'next-intl/server';

import CardGrid from '@/components/ui/card-grid';
import CtaLink from '@/components/ui/cta-link';
import InfoCards from '@/components/ui/info-cards';
import Section from '@/components/ui/section';
import { ServiceCard } from '@/features/services';
import { PageHeader } from '@/features/shell';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import { SERVICE_SLUGS } from '@/lib/routes';

export const generateMetadata = staticPageMetadata('services');

export default async function ServicesPage({ params }: { params: LocaleParams }) {
  enableLocale((await params).locale);
  const [t, tPages, tForeign] = await Promise.all([
    getTranslations('ServicePage'),
    getTranslations('Pages'),
    getTranslations('ForeignClients'),
  ]);
  const steps = [
    { title: t('howApplyTitle'), text: t('howApplyText') },
    { title: t('howCallTitle'), text: t('howCallText') },
    { title: t('howVisitTitle'), text: t('howVisitText') },
  ];

  return (
    <>
      <PageHeader
        title={tPages('services.title')}
        lead={tPages('services.description')}
        breadcrumbs={[{ label: tPages('services.title') }]}
      />
      <div className="container">
        <CardGrid minColumn="lg" label={tPages('services.title')} items={SERVICE_SLUGS}>
          {(service) => <ServiceCard service={service} highlights headingLevel="h2" />}
        </CardGrid>
      </div>
      <Section id="how-to-book" title={t('howTitle')}>
        <InfoCards items={steps} numbered />
      </Section>
      <Section id="international" tone="alt" title={tPages('foreignClients.title')} lead={tPages('foreignClients.description')}>
        <CtaLink href="/foreign-clients" variant="secondary">
          {tForeign('offerTitle')} →
        </CtaLink>
      </Section>
    </>
  );
}

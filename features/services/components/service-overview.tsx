/** A service's page below its header: what it treats, its procedures with prices, its doctors and questions. */
import { getTranslations } from 'next-intl/server';

import CardGrid from '@/components/ui/card-grid';
import CheckList from '@/components/ui/check-list';
import EmptyState from '@/components/ui/empty-state';
import FaqList from '@/components/ui/faq-list';
import Section from '@/components/ui/section';
import { DoctorCard } from '@/features/doctors';
import type { Doctor } from '@/features/doctors/api/calls';
import type { Locale } from '@/lib/locales';
import type { ServiceSlug } from '@/lib/routes';
import { getContent } from '@/lib/site-texts';
import { procedureTable } from '@/lib/site-texts/procedures';

import ProcedureTable from './procedure-table';

export default async function ServiceOverview({ service, doctors, locale }: { service: ServiceSlug; doctors: Doctor[]; locale: Locale }) {
  const t = await getTranslations('ServicePage');
  const text = getContent(locale).services[service];

  return (
    <>
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
    </>
  );
}

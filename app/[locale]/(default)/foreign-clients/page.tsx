import { getTranslations } from 'next-intl/server';

import CheckList from '@/components/ui/check-list';
import CtaLink from '@/components/ui/cta-link';
import FaqList from '@/components/ui/faq-list';
import InfoCards from '@/components/ui/info-cards';
import Section from '@/components/ui/section';
import { ApplicationBlock } from '@/features/application';
import { PageHeader } from '@/features/shell';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import { getContent } from '@/lib/site-texts';

import styles from './foreign-clients.module.css';

export const generateMetadata = staticPageMetadata('foreignClients');

export default async function ForeignClientsPage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const [t, tPages] = await Promise.all([getTranslations('ForeignClients'), getTranslations('Pages')]);
  const text = getContent(locale).foreignClients;

  return (
    <>
      <PageHeader title={tPages('foreignClients.title')} lead={text.lead} breadcrumbs={[{ label: tPages('foreignClients.title') }]}>
        <div className={styles.headerActions}>
          <CtaLink href="#application">{t('cta')}</CtaLink>
        </div>
      </PageHeader>

      <Section id="offer" first title={t('offerTitle')}>
        <InfoCards items={text.offer} />
      </Section>

      <Section id="languages" tone="alt" title={t('languagesTitle')} lead={t('languagesText')}>
        <ul className={styles.languages}>
          {text.languages.map((language, index) => (
            <li key={index}>{language}</li>
          ))}
        </ul>
      </Section>

      <Section id="steps" title={t('stepsTitle')}>
        <InfoCards items={text.steps} numbered />
      </Section>

      <Section id="remote" tone="alt" title={t('remoteTitle')} lead={text.remote.text}>
        <CheckList items={text.remote.points} />
      </Section>

      <Section id="travel" title={t('travelTitle')}>
        <InfoCards items={text.travel} />
      </Section>

      <Section id="faq" tone="alt" title={t('faqTitle')}>
        <FaqList items={text.faq} />
      </Section>

      <ApplicationBlock />
    </>
  );
}

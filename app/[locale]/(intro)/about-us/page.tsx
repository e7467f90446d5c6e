import { getTranslations } from 'next-intl/server';

import CardGrid from '@/components/ui/card-grid';
import CtaLink from '@/components/ui/cta-link';
import InfoCards from '@/components/ui/info-cards';
import Section from '@/components/ui/section';
import Timeline from '@/components/ui/timeline';
import { IntroHero } from '@/features/content';
import { DoctorCard } from '@/features/doctors';
import { getDoctors } from '@/features/doctors/server';
import { CertificateGallery, GALLERY_NAMESPACES } from '@/features/gallery';
import { getCertificates } from '@/features/gallery/server';
import ClientMessages from '@/lib/i18n/client-messages';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import { getContent } from '@/lib/site-texts';

import styles from './about.module.css';

export const generateMetadata = staticPageMetadata('about');

export default async function AboutPage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const [t, tPages, tHome] = await Promise.all([getTranslations('About'), getTranslations('Pages'), getTranslations('Home')]);
  const content = getContent(locale);
  const [doctors, certificates] = await Promise.all([getDoctors(locale), getCertificates(locale)]);

  return (
    <>
      <IntroHero title={tPages('about.title')} lead={content.about.lead} facts={content.home.facts} factsLabel={tHome('factsLabel')} />

      <Section id="story" title={t('storyTitle')}>
        <div className={styles.story}>
          <div className={styles.storyText}>
            {content.about.story.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <div>
            <h3 className={styles.subheading}>{t('milestonesTitle')}</h3>
            <Timeline items={content.about.milestones} />
          </div>
        </div>
      </Section>

      <Section id="values" tone="alt" title={t('valuesTitle')}>
        <InfoCards items={content.about.values} />
      </Section>

      <Section id="team" title={t('teamTitle')} lead={t('teamLead')}>
        <CardGrid items={doctors}>{(doctor) => <DoctorCard doctor={doctor} />}</CardGrid>
      </Section>

      <Section id="certificates" tone="alt" title={t('certificatesTitle')} lead={t('certificatesLead')}>
        <ClientMessages namespaces={GALLERY_NAMESPACES}>
          <CertificateGallery certificates={certificates} />
        </ClientMessages>
      </Section>

      <Section id="visit" title={t('ctaTitle')} lead={t('ctaText')}>
        <div className={styles.actions}>
          <CtaLink href="/#application">{t('ctaButton')}</CtaLink>
          <CtaLink href="/contacts" variant="secondary">
            {t('ctaContacts')}
          </CtaLink>
        </div>
      </Section>
    </>
  );
}

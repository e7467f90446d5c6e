/** The home page's opening: the clinic in a sentence, its facts, the two calls to action and the phone number. */
import { getTranslations } from 'next-intl/server';

import CtaLink from '@/components/ui/cta-link';
import { CLINIC_CONTACTS } from '@/lib/clinic';
import type { Locale } from '@/lib/locales';
import { getContent } from '@/lib/site-texts';

import styles from './home-hero.module.css';
import IntroHero from './intro-hero';

/** `bookHref`: where the main call to action leads (the booking page, or the application form when booking is off). */
export default async function HomeHero({ locale, bookHref }: { locale: Locale; bookHref: string }) {
  const t = await getTranslations('Home');
  return (
    <IntroHero
      eyebrow={t('heroEyebrow')}
      title={t('heroTitle')}
      lead={t('heroLead')}
      facts={getContent(locale).home.facts}
      factsLabel={t('factsLabel')}
      actions={
        <>
          <CtaLink href={bookHref}>{t('heroCta')}</CtaLink>
          <CtaLink href="/services" variant="secondary">
            {t('heroSecondary')}
          </CtaLink>
        </>
      }
    >
      <p className={styles.call}>
        {t.rich('heroCall', {
          number: CLINIC_CONTACTS.phone.display,
          phone: (chunks) => (
            <a href={CLINIC_CONTACTS.phone.href} className={styles.phone}>
              {chunks}
            </a>
          ),
        })}
      </p>
    </IntroHero>
  );
}

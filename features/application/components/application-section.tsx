import { getLocale, getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';

import type { ApplicationFormProps } from '@/features/application/components/application-form';
import { APPLICATION_FORM_NAMESPACES } from '@/features/application/components/namespaces';
import { applicationLimits } from '@/features/application/model/application-limits';
import type { ApplicationPreset, BookableDoctor } from '@/features/application/model/application-values';
import { OpeningHours } from '@/features/contacts';
import { getDoctors } from '@/features/doctors/server';
import { CLINIC_CONTACTS, OPENING_HOURS } from '@/lib/clinic';
import HydrateNearScreen from '@/lib/first-tap/hydrate-near-screen';
import ClientMessages from '@/lib/i18n/client-messages';
import { WEEK, weekdayName } from '@/lib/i18n/format';
import type { Locale } from '@/lib/locales';

import styles from './application-block.module.css';

/** The days the clinic receives, Monday first, named in the page's language. */
function receptionDays(locale: Locale) {
  const open = new Set(OPENING_HOURS.flatMap((entry) => entry.days));
  return WEEK.filter((day) => open.has(day)).map((day) => {
    const name = weekdayName(day, locale);
    return { value: day, label: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) };
  });
}

/** Only what the doctor field needs goes to the browser. */
async function bookableDoctors(locale: Locale): Promise<BookableDoctor[]> {
  const doctors = await getDoctors(locale);
  return doctors.map(({ slug, name, services }) => ({ slug, name, services }));
}

/**
 * The application form on a content page, as the section with id "application" (calls to action
 * link to #application), with the phone, Telegram and opening hours beside it for those who would
 * rather talk. The form renders the section and its heading itself.
 *
 * `Form` is the form's component as the page imports it: statically where every visit shows the form, or on
 * demand where a page shows it only sometimes (application-block-on-demand.tsx). Next gives a page the code of
 * every client component its server modules import, so the choice is made by which module the page imports.
 */
export default async function ApplicationSection({
  preset,
  asRequest,
  Form,
}: {
  preset?: ApplicationPreset;
  asRequest?: boolean;
  Form: ComponentType<ApplicationFormProps>;
}) {
  const locale = (await getLocale()) as Locale;
  const [t, doctors] = await Promise.all([getTranslations('Content'), bookableDoctors(locale)]);
  const { phone, telegram } = CLINIC_CONTACTS;
  return (
    <div className={styles.band}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.form}>
          <ClientMessages namespaces={APPLICATION_FORM_NAMESPACES}>
            {/* Hydrated once the visitor comes near it: the page's heaviest client component costs a page load
                nothing while it is below the screen (reports/perf-analysis.md: total blocking time). */}
            <HydrateNearScreen>
              <Form
                id="application"
                limits={applicationLimits()}
                doctors={doctors}
                days={receptionDays(locale)}
                {...(preset && { preset })}
                {...(asRequest && { asRequest })}
              />
            </HydrateNearScreen>
          </ClientMessages>
        </div>
        <aside className={styles.aside} aria-labelledby="application-aside-title">
          <h2 id="application-aside-title" className={styles.asideTitle}>
            {t('asideTitle')}
          </h2>
          <p>{t('asideText')}</p>
          <p className={styles.links}>
            <a href={phone.href} className={styles.phone}>
              {phone.display}
            </a>
            <a href={telegram.href} target="_blank" rel="noopener noreferrer">
              {t('asideTelegram')} {telegram.display}
            </a>
          </p>
          <OpeningHours />
        </aside>
      </div>
    </div>
  );
}

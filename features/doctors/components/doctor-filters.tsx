import { getTranslations } from 'next-intl/server';

import Link from '@/components/ui/link';
import { doctorFilterHref, FILTER_LANGUAGES, type DoctorFilter } from '@/features/doctors/model/filter';
import { SERVICE_SLUGS } from '@/lib/routes';

import styles from './doctor-filters.module.css';

interface Choice {
  key: string;
  label: string;
  filter: DoctorFilter;
  current: boolean;
}

function ChoiceRow({ id, title, choices }: { id: string; title: string; choices: Choice[] }) {
  return (
    <div className={styles.row}>
      <p id={id} className={styles.title}>
        {title}
      </p>
      <ul className={styles.choices} aria-labelledby={id}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link href={doctorFilterHref(choice.filter)} className={styles.choice} aria-current={choice.current ? 'true' : undefined}>
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The filter as plain links (it works without JavaScript, and each filtered list has an address to
 * share): one row per dimension, the current choice marked; a link keeps the other dimension's choice.
 */
export default async function DoctorFilters({ filter }: { filter: DoctorFilter }) {
  const [t, tServices] = await Promise.all([getTranslations('DoctorFilter'), getTranslations('Services')]);
  const services: Choice[] = [
    { key: 'all', label: t('anyService'), filter: { lang: filter.lang }, current: !filter.service },
    ...SERVICE_SLUGS.map((service) => ({
      key: service,
      label: tServices(service),
      filter: { ...filter, service },
      current: filter.service === service,
    })),
  ];
  const languages: Choice[] = [
    { key: 'all', label: t('anyLanguage'), filter: { service: filter.service }, current: !filter.lang },
    ...FILTER_LANGUAGES.map((lang) => ({
      key: lang,
      label: t(`languages.${lang}`),
      filter: { ...filter, lang },
      current: filter.lang === lang,
    })),
  ];
  return (
    <nav aria-label={t('label')} className={styles.filters}>
      <ChoiceRow id="filter-service" title={t('service')} choices={services} />
      <ChoiceRow id="filter-language" title={t('language')} choices={languages} />
    </nav>
  );
}

import { useLocale, useTranslations } from 'next-intl';

import { closedDays, openingHoursRows } from '@/lib/opening-hours';

import styles from './opening-hours.module.css';

/** The opening hours as a small table: days, hours, and the closed days. */
export default function OpeningHours() {
  const t = useTranslations('Contacts');
  const locale = useLocale();
  const closed = closedDays(locale);
  const rows = [...openingHoursRows(locale), ...(closed.length ? [{ days: closed.join(', '), hours: t('closed') }] : [])];
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('hoursHeading')}</caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.days}</th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useLocale, useTranslations } from 'next-intl';
import { WEEK, weekdayName, type Weekday } from '@/lib/i18n/format';
import { OPENING_HOURS } from '@/lib/clinic';
import styles from './opening-hours.module.css';

/** The opening hours as a small table: days, hours, and the closed days. */
export default function OpeningHours() {
  const t = useTranslations('Contacts');
  const locale = useLocale();
  const day = (code: Weekday) => weekdayName(code, locale);
  const open = new Set(OPENING_HOURS.flatMap((entry) => entry.days));
  const closed = WEEK.filter((code) => !open.has(code));
  const rows = [
    ...OPENING_HOURS.map((entry) => ({
      days: entry.days.length > 1 ? `${day(entry.days[0])} – ${day(entry.days[entry.days.length - 1])}` : day(entry.days[0]),
      hours: `${entry.opens}–${entry.closes}`,
    })),
    ...(closed.length ? [{ days: closed.map(day).join(', '), hours: t('closed') }] : []),
  ];
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('hoursHeading')}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.days}>
            <th scope="row">{row.days}</th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useFormatter, useTranslations } from 'next-intl';
import { OPENING_HOURS, type OpeningHours as Hours } from '@/lib/content/clinic';
import styles from './opening-hours.module.css';

/** 1 January 2024 was a Monday: a fixed week to name the days in the page's language. */
const WEEK: Record<Hours['days'][number], Date> = {
  Mo: new Date('2024-01-01T12:00:00Z'),
  Tu: new Date('2024-01-02T12:00:00Z'),
  We: new Date('2024-01-03T12:00:00Z'),
  Th: new Date('2024-01-04T12:00:00Z'),
  Fr: new Date('2024-01-05T12:00:00Z'),
  Sa: new Date('2024-01-06T12:00:00Z'),
  Su: new Date('2024-01-07T12:00:00Z'),
};

/** The opening hours as a small table: days, hours, and the closed days. */
export default function OpeningHours() {
  const t = useTranslations('Contacts');
  const format = useFormatter();
  const day = (code: Hours['days'][number]) => format.dateTime(WEEK[code], { weekday: 'long', timeZone: 'UTC' });
  const open = new Set(OPENING_HOURS.flatMap((entry) => entry.days));
  const closed = (Object.keys(WEEK) as Hours['days']).filter((code) => !open.has(code));
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

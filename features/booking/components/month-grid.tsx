'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { formatDate, formatMonth, WEEK, weekdayName, weekdayShortName } from '@/lib/i18n/format';
import type { Locale } from '@/lib/locales';

import { addMonths, monthOf, monthWeeks, type Month } from '../model/calendar-view';
import { addDays, instantOf, isoWeekday, type CalendarDay } from '../model/clinic-time';
import styles from './booking.module.css';

interface MonthGridProps {
  month: Month;
  /** The first and last day that may have free times (today and 31 days on). */
  firstDay: CalendarDay;
  lastDay: CalendarDay;
  daysWithTimes: ReadonlySet<CalendarDay>;
  selected?: CalendarDay;
  timeZone: string;
  busy: boolean;
  onMonth: (month: Month) => void;
  onSelect: (day: CalendarDay) => void;
}

const noon = (day: CalendarDay, timeZone: string) => instantOf(day, 12 * 60, timeZone);

/**
 * A month as the WAI-ARIA grid of a date picker: one tab stop, arrows move by day and week, Home/End to the week's
 * ends, Page Up/Down by month; Enter or Space chooses a day with free times. Days without are announced as such.
 */
export default function MonthGrid({
  month,
  firstDay,
  lastDay,
  daysWithTimes,
  selected,
  timeZone,
  busy,
  onMonth,
  onSelect,
}: MonthGridProps) {
  const t = useTranslations('Booking');
  const locale = useLocale() as Locale;
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const inMonth = (day: CalendarDay | undefined) => (day && monthOf(day) === month ? day : undefined);
  const firstFree = [...daysWithTimes].sort().find((day) => monthOf(day) === month);
  const [focused, setFocused] = useState<CalendarDay>(
    () => inMonth(selected) ?? firstFree ?? (monthOf(firstDay) === month ? firstDay : `${month}-01`),
  );
  const active =
    monthOf(focused) === month ? focused : (inMonth(selected) ?? firstFree ?? (monthOf(firstDay) === month ? firstDay : `${month}-01`));

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${active}"]`)?.focus();
  }, [active]);

  const canGoBack = month > monthOf(firstDay);
  const canGoOn = month < monthOf(lastDay);

  const moveTo = (day: CalendarDay) => {
    const target = day < firstDay ? firstDay : day > lastDay ? lastDay : day;
    moved.current = true;
    setFocused(target);
    if (monthOf(target) !== month) onMonth(monthOf(target));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: CalendarDay) => {
    const steps: Record<string, () => CalendarDay> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, 1 - isoWeekday(day)),
      End: () => addDays(day, 7 - isoWeekday(day)),
      PageUp: () => `${addMonths(monthOf(day), -1)}-${day.slice(8)}`,
      PageDown: () => `${addMonths(monthOf(day), 1)}-${day.slice(8)}`,
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    let target = step();
    // Page Up/Down to a month without that date (31 → 30 or 28) lands on the month's last day.
    while (target.slice(0, 7) !== monthOf(target)) target = addDays(target, -1);
    moveTo(target);
  };

  return (
    <div className={styles.month}>
      <div className={styles.monthHeader}>
        <button
          type="button"
          className={styles.monthNav}
          onClick={() => onMonth(addMonths(month, -1))}
          disabled={!canGoBack}
          aria-label={t('previousMonth')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={titleId} className={styles.monthTitle} aria-live="polite">
          {formatMonth(month, locale)}
        </h3>
        <button
          type="button"
          className={styles.monthNav}
          onClick={() => onMonth(addMonths(month, 1))}
          disabled={!canGoOn}
          aria-label={t('nextMonth')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} aria-busy={busy} className={styles.grid}>
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th key={day} scope="col" abbr={weekdayName(day, locale)}>
                {weekdayShortName(day, locale)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                if (!day) return <td key={`empty-${column}`} />;
                const free = daysWithTimes.has(day);
                const open = day >= firstDay && day <= lastDay;
                const label = `${formatDate(new Date(noon(day, timeZone)), locale, 'visitDate', { timeZone })}, ${free ? t('dayFree') : t('dayNone')}`;
                return (
                  <td key={day} aria-selected={day === selected}>
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === active ? 0 : -1}
                      aria-label={label}
                      aria-disabled={!free || undefined}
                      className={styles.day}
                      data-free={free || undefined}
                      data-outside={!open || undefined}
                      data-selected={day === selected || undefined}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onFocus={() => setFocused(day)}
                      onClick={() => {
                        if (free) onSelect(day);
                      }}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

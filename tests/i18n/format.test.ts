import { describe, expect, it, vi } from 'vitest';

import { calendarDateIn, fileSize, formatCalendarDate, formatDate, formatFileSize, formatTime, WEEK, weekdayName } from '@/lib/i18n/format';
import { formats } from '@/lib/i18n/formats';

const YEREVAN = 'Asia/Yerevan';
/** A date never breaks: every space but the one after a comma is non-breaking. */
const nb = (date: string) => date.replace(/(?<!,) /g, '\u00A0');

describe('dates, times and sizes', () => {
  // 22:30 UTC is already the next day in Yerevan (UTC+4).
  const late = '2026-11-22T22:30:00Z';

  it('shows an appointment on the clinic’s day and clock', () => {
    expect(formatDate(late, 'en', 'visitDate', { timeZone: YEREVAN })).toBe(nb('Mon, November 23, 2026'));
    expect(formatDate(late, 'ru', 'visitDate', { timeZone: YEREVAN })).toBe(nb('пн, 23 ноября 2026 г.'));
    expect(formatTime(late, 'ru', { timeZone: YEREVAN })).toBe('02:30');
    expect(formatTime(late, 'en', { timeZone: YEREVAN })).toBe('2:30 AM');
    expect(formatTime(late, 'hy', { timeZone: YEREVAN })).toBe('02:30');
    expect(formatTime(late, 'hy', { timeZone: YEREVAN, intl: false })).toBe('02:30');
  });

  it('writes Armenian dates in the Armenian order, without ICU’s comma before the year, whatever the browser has', () => {
    expect(formatDate(late, 'hy', 'visitDate', { timeZone: YEREVAN })).toBe(nb('2026 թ. նոյեմբերի 23, երկ'));
    expect(formatCalendarDate('2026-01-05', 'hy')).toBe(nb('2026 թ. հունվարի 5'));
    expect(formatDate(late, 'hy', 'date', { timeZone: YEREVAN })).not.toMatch(/, \d{4}/);
    expect(formatFileSize(1536, 'hy', false)).toBe(formatFileSize(1536, 'hy', true));
    expect(formatFileSize(3 * 1024 * 1024 + 512 * 1024, 'hy', false)).toBe(formatFileSize(3.5 * 1024 * 1024, 'hy', true));
    for (const day of WEEK) expect(weekdayName(day, 'hy', false)).toBe(weekdayName(day, 'hy', true));
  });

  it('formats with the same named formats next-intl is given', () => {
    const moment = new Date('2026-03-01T08:00:00Z');
    expect(formatDate(moment, 'ru', 'date', { timeZone: YEREVAN })).toBe(
      nb(new Intl.DateTimeFormat('ru-RU', { ...formats.dateTime.date, timeZone: YEREVAN }).format(moment)),
    );
  });

  it('keeps a document’s calendar date whatever the time zone', () => {
    expect(formatCalendarDate('2026-03-01', 'en')).toBe(nb('March 1, 2026'));
    expect(formatCalendarDate('2026-03-01', 'ru')).toBe(nb('1 марта 2026 г.'));
  });

  it('names the weekdays in three languages, Monday first', () => {
    expect(WEEK.map((day) => weekdayName(day, 'en'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayName('Mo', 'ru')).toBe('понедельник');
    expect(weekdayName('Su', 'hy')).toBe('կիրակի');
  });

  it('tells today’s date in a time zone', () => {
    expect(calendarDateIn(YEREVAN, new Date('2030-06-14T19:59:59Z'))).toBe('2030-06-14');
    expect(calendarDateIn(YEREVAN, new Date('2030-06-14T20:00:00Z'))).toBe('2030-06-15');
    expect(calendarDateIn('America/New_York', new Date('2030-01-01T03:00:00Z'))).toBe('2029-12-31');
  });

  it('sizes files the way file managers do', () => {
    expect(fileSize(900)).toEqual({ value: 900, unit: 'byte' });
    expect(fileSize(2048)).toEqual({ value: 2, unit: 'kilobyte' });
    expect(fileSize(1.5 * 1024 * 1024)).toEqual({ value: 1.5, unit: 'megabyte' });
    expect(formatFileSize(2048, 'ru')).toBe('2 кБ');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
  });

  it('makes each formatter once, however many dates a list shows', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const visits = Array.from({ length: 9 }, (_, day) => `2026-12-${String(day + 1).padStart(2, '0')}T09:30:00Z`);
      const render = () =>
        visits.map(
          (visit) => `${formatDate(visit, 'hy', 'visitDate', { timeZone: YEREVAN })} ${formatTime(visit, 'en', { timeZone: YEREVAN })}`,
        );
      const first = render();
      const madeByFirst = made.mock.calls.length;
      expect(render()).toEqual(first);
      expect(made.mock.calls.length).toBe(madeByFirst);
      expect(madeByFirst).toBeLessThanOrEqual(3);
      expect(first[0]).toBe(`${nb('2026 թ. դեկտեմբերի 1')}, երք 1:30 PM`);
    } finally {
      made.mockRestore();
    }
  });

  it('prepares the formatters of a profile ahead, one per task, so its lists make none', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const fresh = await import('@/lib/i18n/format');
      fresh.prepareFormatters('en', YEREVAN);
      expect(made).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      const byFirstTask = made.mock.calls.length;
      expect(byFirstTask).toBeGreaterThan(0);
      vi.runAllTimers();
      expect(made.mock.calls.length).toBeGreaterThan(byFirstTask);
      const prepared = made.mock.calls.length;
      fresh.formatDate(late, 'en', 'visitDate', { timeZone: YEREVAN });
      fresh.formatTime(late, 'en', { timeZone: YEREVAN });
      fresh.formatCalendarDate('2026-11-22', 'en');
      expect(made.mock.calls.length).toBe(prepared);
    } finally {
      made.mockRestore();
      vi.useRealTimers();
    }
  });
});

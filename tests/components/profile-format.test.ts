import { describe, expect, it } from 'vitest';
import type { Appointment } from '@/lib/api/schemas';
import { splitAppointments } from '@/lib/profile/appointments';
import { fileSize } from '@/lib/profile/file-size';
import { formatCalendarDate, formatFileSize, formatVisitDate, formatVisitTime } from '@/lib/profile/format';

const YEREVAN = 'Asia/Yerevan';

describe('profile dates, times and sizes', () => {
  // 22:30 UTC is already the next day in Yerevan (UTC+4).
  const late = '2026-11-22T22:30:00Z';

  it('shows an appointment on the clinic’s day and clock', () => {
    expect(formatVisitDate(late, 'en', YEREVAN)).toBe('Mon, November 23, 2026');
    expect(formatVisitDate(late, 'ru', YEREVAN)).toBe('пн, 23 ноября 2026 г.');
    expect(formatVisitTime(late, 'ru', YEREVAN)).toBe('02:30');
    expect(formatVisitTime(late, 'en', YEREVAN)).toBe('2:30 AM');
    expect(formatVisitTime(late, 'hy', YEREVAN)).toBe('02:30');
    expect(formatVisitTime(late, 'hy', YEREVAN, false)).toBe('02:30');
  });

  it('writes Armenian itself where the browser’s Intl has no Armenian, exactly as Intl would', () => {
    expect(formatVisitDate(late, 'hy', YEREVAN, false)).toBe(formatVisitDate(late, 'hy', YEREVAN, true));
    expect(formatVisitDate(late, 'hy', YEREVAN, false)).toBe('2026 թ. նոյեմբերի 23, երկ');
    expect(formatCalendarDate('2026-01-05', 'hy', false)).toBe(formatCalendarDate('2026-01-05', 'hy', true));
    expect(formatCalendarDate('2026-01-05', 'hy', false)).toBe('5 հունվարի, 2026 թ.');
    expect(formatFileSize(1536, 'hy', false)).toBe(formatFileSize(1536, 'hy', true));
    expect(formatFileSize(3 * 1024 * 1024 + 512 * 1024, 'hy', false)).toBe(formatFileSize(3.5 * 1024 * 1024, 'hy', true));
  });

  it('keeps a document’s calendar date whatever the time zone', () => {
    expect(formatCalendarDate('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatCalendarDate('2026-03-01', 'ru')).toBe('1 марта 2026 г.');
  });

  it('sizes files the way file managers do', () => {
    expect(fileSize(900)).toEqual({ value: 900, unit: 'byte' });
    expect(fileSize(2048)).toEqual({ value: 2, unit: 'kilobyte' });
    expect(fileSize(1.5 * 1024 * 1024)).toEqual({ value: 1.5, unit: 'megabyte' });
    expect(formatFileSize(2048, 'ru')).toBe('2 кБ');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
  });
});

describe('upcoming and past appointments', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const visit = (id: number, startsAt: string, status: Appointment['status']): Appointment => ({
    id,
    startsAt,
    durationMinutes: 30,
    doctor: { slug: 'a', name: 'A', specialty: 'B' },
    service: 'ent',
    serviceTitle: 'ENT',
    status,
  });

  it('puts scheduled future visits first (soonest first) and everything else in the past (newest first)', () => {
    const { upcoming, past } = splitAppointments(
      [
        visit(1, '2026-07-01T10:00:00Z', 'scheduled'),
        visit(2, '2026-06-02T10:00:00Z', 'scheduled'),
        visit(3, '2026-05-01T10:00:00Z', 'completed'),
        visit(4, '2026-06-10T10:00:00Z', 'cancelled'),
        visit(5, '2026-05-20T10:00:00Z', 'scheduled'),
      ],
      now,
    );
    expect(upcoming.map((a) => a.id)).toEqual([2, 1]);
    expect(past.map((a) => a.id)).toEqual([4, 5, 3]);
  });
});

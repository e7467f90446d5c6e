import { describe, expect, it } from 'vitest';

import { twelveHourTime } from '@/lib/clinic';
import { closedDays, openingHoursLine, openingHoursRows } from '@/lib/opening-hours';

describe('opening hours from the one list in lib/clinic.ts', () => {
  it('the footer line in each language', () => {
    expect(openingHoursLine('en')).toBe('Monday – Friday 9:00\u00A0AM–\u20608:00\u00A0PM, Saturday 10:00\u00A0AM–\u20604:00\u00A0PM');
    expect(openingHoursLine('ru')).toBe('Понедельник – пятница 09:00–\u206020:00, суббота 10:00–\u206016:00');
    expect(openingHoursLine('hy')).toBe('Երկուշաբթի – ուրբաթ 09:00–\u206020:00, շաբաթ 10:00–\u206016:00');
  });

  it('the table rows and the closed day', () => {
    expect(openingHoursRows('en')).toEqual([
      { days: 'Monday – Friday', hours: '9:00\u00A0AM–\u20608:00\u00A0PM' },
      { days: 'Saturday', hours: '10:00\u00A0AM–\u20604:00\u00A0PM' },
    ]);
    expect(closedDays('en')).toEqual(['Sunday']);
    expect(closedDays('hy')).toEqual(['Կիրակի']);
  });
});

describe('the US 12-hour clock', () => {
  it('writes every minute of the day as the browsers’ en-US clock does, on one line', () => {
    const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(twelveHourTime(time), time).toBe(clock.format(Date.UTC(2000, 0, 1, 0, minute)).replace(/\s/g, '\u00A0'));
    }
    expect(twelveHourTime('00:05')).toBe('12:05\u00A0AM');
    expect(twelveHourTime('12:00')).toBe('12:00\u00A0PM');
  });
});

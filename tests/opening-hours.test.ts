import { describe, expect, it } from 'vitest';

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

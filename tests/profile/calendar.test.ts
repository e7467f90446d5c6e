import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { calendarFileName, visitsCalendar, type CalendarVisit } from '@/features/profile/model/calendar';

const visits: CalendarVisit[] = [
  {
    id: 101,
    startsAt: '2026-12-01T11:30:00+04:00',
    durationMinutes: 30,
    title: 'Ստոմատոլոգիա՝ Աննա Պետրոսյան',
    description: 'Arevik Clinic; room 204, phone +374 10 55 12 34',
  },
  {
    id: 102,
    startsAt: '2026-12-09T09:00:00+04:00',
    durationMinutes: 45,
    title: 'ЛОР: Арам Саркисян, оториноларинголог',
    description: 'Arevik Clinic',
  },
];
const location = 'Arevik Clinic, Թումանյան փ. 12, Երևան 0001';

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

describe('calendar file of the upcoming visits', () => {
  it('is a valid iCalendar that ical.js reads back: one VEVENT per visit with UID, title, place and time', () => {
    const text = visitsCalendar(visits, { location, now: new Date('2026-11-25T08:00:00Z') });
    const { calendar, events } = parse(text);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toContain('Arevik Clinic');
    expect(events).toHaveLength(2);
    const [first, second] = events;
    expect(first.uid).toBe('appointment-101@arevik-clinic.am');
    expect(first.summary).toBe('Ստոմատոլոգիա՝ Աննա Պետրոսյան');
    expect(first.location).toBe(location);
    expect(first.description).toBe('Arevik Clinic; room 204, phone +374 10 55 12 34');
    // 11:30 in Yerevan (UTC+4) is 07:30 UTC, written in UTC.
    expect(first.startDate.toString()).toBe('2026-12-01T07:30:00Z');
    expect(first.startDate.zone.tzid).toBe('UTC');
    expect(first.endDate.toJSDate().getTime() - first.startDate.toJSDate().getTime()).toBe(30 * 60_000);
    expect(second.summary).toBe('ЛОР: Арам Саркисян, оториноларинголог');
    expect(second.endDate.toString()).toBe('2026-12-09T05:45:00Z');
  });

  it('follows RFC 5545 line rules: CRLF endings, lines folded at 75 octets, DTSTAMP on each event', () => {
    const text = visitsCalendar(visits, { location: `${location}, ${'շենքի բակում, '.repeat(10)}` });
    expect(text.split('\r\n').length).toBeGreaterThan(10);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.match(/^DTSTAMP:/gm)).toHaveLength(2);
    expect(parse(text).events[0].location).toContain('շենքի բակում');
  });

  it('names the file by the visit date in Yerevan, or as all visits', () => {
    expect(calendarFileName([visits[0]], 'Asia/Yerevan')).toBe('arevik-clinic-2026-12-01.ics');
    expect(calendarFileName([{ startsAt: '2026-12-01T21:30:00Z' }], 'Asia/Yerevan')).toBe('arevik-clinic-2026-12-02.ics');
    expect(calendarFileName(visits, 'Asia/Yerevan')).toBe('arevik-clinic-visits.ics');
  });
});

import { describe, expect, it } from 'vitest';

import { bookingPath, parseBookingChoice } from '@/features/booking/model/booking-url';
import { byDayPart, monthWeeks, nearestSlots, slotsByDay } from '@/features/booking/model/calendar-view';
import { dayOf, instantOf, isoInZone } from '@/features/booking/model/clinic-time';
import { freeSlots, isSlotFree, parseTime, type ClinicSchedule } from '@/features/booking/model/schedule';
import { differsFromClinic, visitorDayShift } from '@/features/booking/model/visitor-time';

const TZ = 'Asia/Yerevan';
const at = (day: string, time: string) => instantOf(day, parseTime(time), TZ);
const times = (slots: Array<{ start: number }>) => slots.map((slot) => isoInZone(slot.start, TZ).slice(11, 16));

/** Monday 2026-12-07 … Sunday 2026-12-13; the clock stands a week earlier unless a test moves it. */
const MONDAY = '2026-12-07';
const EARLIER = at('2026-11-30', '08:00');

const schedule: ClinicSchedule = {
  timeZone: TZ,
  holidays: new Set(['2026-12-09']),
  doctors: [
    {
      doctor: 'anahit-petrosyan',
      weekly: { 1: [{ from: parseTime('09:00'), to: parseTime('12:00') }], 3: [{ from: parseTime('09:00'), to: parseTime('11:00') }] },
      breaks: [{ from: parseTime('10:00'), to: parseTime('10:30') }],
    },
    { doctor: 'armen-grigoryan', weekly: { 2: [{ from: parseTime('15:00'), to: parseTime('17:00') }] }, breaks: [] },
  ],
};

const ask = (over: Partial<Parameters<typeof freeSlots>[1]> = {}) => ({
  doctors: ['anahit-petrosyan'],
  minutes: 30,
  from: MONDAY,
  to: MONDAY,
  now: EARLIER,
  ...over,
});

describe('free times of the schedule', () => {
  it('follow the weekly hours on the slot grid and leave out the break', () => {
    expect(times(freeSlots(schedule, ask(), []))).toEqual(['09:00', '09:30', '10:30', '11:00', '11:30']);
    // A 45-minute service: the grid starts at the opening, and a visit may not run into the break or past closing.
    expect(times(freeSlots(schedule, ask({ minutes: 45 }), []))).toEqual(['09:00', '10:30', '11:15']);
  });

  it('offer nothing on a day off or a clinic holiday', () => {
    // Tuesday: Anahit does not work; Wednesday the 9th: holiday although she works Wednesdays.
    expect(freeSlots(schedule, ask({ from: '2026-12-08', to: '2026-12-09' }), [])).toEqual([]);
    expect(times(freeSlots(schedule, ask({ from: '2026-12-16', to: '2026-12-16' }), []))).toEqual(['09:00', '09:30', '10:30']);
  });

  it('leave out appointments and holds, including a visit that would overlap one', () => {
    const busy = [
      { doctor: 'anahit-petrosyan', start: at(MONDAY, '09:15'), end: at(MONDAY, '09:45') },
      { doctor: 'armen-grigoryan', start: at(MONDAY, '11:00'), end: at(MONDAY, '11:30') },
    ];
    expect(times(freeSlots(schedule, ask(), busy))).toEqual(['10:30', '11:00', '11:30']);
  });

  it('offer nothing earlier than two hours from now', () => {
    const now = at(MONDAY, '08:45');
    expect(times(freeSlots(schedule, ask({ now }), []))).toEqual(['11:00', '11:30']);
    expect(isSlotFree(schedule, { doctor: 'anahit-petrosyan', start: at(MONDAY, '10:30'), minutes: 30 }, [], now)).toBe(false);
    expect(isSlotFree(schedule, { doctor: 'anahit-petrosyan', start: at(MONDAY, '10:45'), minutes: 30 }, [], EARLIER)).toBe(false);
    expect(isSlotFree(schedule, { doctor: 'anahit-petrosyan', start: at(MONDAY, '11:00'), minutes: 30 }, [], now)).toBe(true);
  });

  it('list every doctor of a service, earliest first', () => {
    const slots = freeSlots(schedule, ask({ doctors: ['anahit-petrosyan', 'armen-grigoryan'], to: '2026-12-08', minutes: 60 }), []);
    expect(slots.map((slot) => `${dayOf(slot.start, TZ)} ${isoInZone(slot.start, TZ).slice(11, 16)} ${slot.doctor}`)).toEqual([
      '2026-12-07 09:00 anahit-petrosyan',
      '2026-12-07 11:00 anahit-petrosyan',
      '2026-12-08 15:00 armen-grigoryan',
      '2026-12-08 16:00 armen-grigoryan',
    ]);
  });
});

describe("the picker's view of the free times", () => {
  const slots = ['09:00', '11:30', '12:00', '15:30', '16:00'].map((time) => ({ startsAt: isoInZone(at(MONDAY, time), TZ) }));

  it('groups a day into morning, afternoon and evening', () => {
    expect(byDayPart(slots, TZ).map((group) => [group.part, group.slots.length])).toEqual([
      ['morning', 2],
      ['afternoon', 2],
      ['evening', 1],
    ]);
  });

  it('marks the days that have free times and lays out the month from Monday', () => {
    expect([...slotsByDay(slots, TZ).keys()]).toEqual([MONDAY]);
    const weeks = monthWeeks('2026-12');
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
  });

  it('offers the free times nearest to one just taken', () => {
    expect(nearestSlots(slots, at(MONDAY, '12:00'), 2).map((s) => s.startsAt.slice(11, 16))).toEqual(['11:30', '12:00']);
  });
});

describe('a visitor in a zone with daylight saving', () => {
  // Paris leaves summer time on 2026-10-25: 10:00 in Yerevan is 08:00 there before, 07:00 after.
  const before = instantOf('2026-10-24', parseTime('10:00'), TZ);
  const after = instantOf('2026-10-26', parseTime('10:00'), TZ);

  it('sees their own time on either side of the change', () => {
    expect(isoInZone(before, 'Europe/Paris')).toBe('2026-10-24T08:00:00+02:00');
    expect(isoInZone(after, 'Europe/Paris')).toBe('2026-10-26T07:00:00+01:00');
    expect(differsFromClinic(before, TZ, 'Europe/Paris')).toBe(true);
    expect(differsFromClinic(after, TZ, 'Asia/Dubai')).toBe(false);
  });

  it('is told when the time falls on another day for them', () => {
    const early = instantOf('2026-10-26', parseTime('09:00'), TZ);
    expect(visitorDayShift(early, TZ, 'America/Los_Angeles')).toBe(-1);
    expect(visitorDayShift(early, TZ, 'Europe/Paris')).toBe(0);
  });

  it("a clinic wall-clock time maps to one instant across the visitor's change", () => {
    // The conversion itself stays in clinic time: Yerevan has no daylight saving.
    expect(isoInZone(instantOf('2026-03-29', parseTime('09:00'), TZ), TZ)).toBe('2026-03-29T09:00:00+04:00');
    expect(isoInZone(instantOf('2026-03-29', parseTime('03:30'), 'Europe/Paris'), 'Europe/Paris')).toBe('2026-03-29T03:30:00+02:00');
  });
});

describe("the booking page's URL", () => {
  const services = [{ service: 'ent', doctors: [{ slug: 'anahit-petrosyan' }] }];
  const parse = (query: string) => parseBookingChoice(new URLSearchParams(query), services);

  it('keeps the choices it can offer, in order, and drops the rest', () => {
    expect(parse('service=ent&doctor=any&day=2026-12-07')).toEqual({ service: 'ent', doctor: 'any', day: '2026-12-07' });
    expect(parse('service=ent&doctor=anahit-petrosyan&day=2026-02-30')).toEqual({ service: 'ent', doctor: 'anahit-petrosyan' });
    expect(parse('service=ent&doctor=someone-else&day=2026-12-07')).toEqual({ service: 'ent' });
    expect(parse('service=rhinoplasty&doctor=any')).toEqual({});
    expect(parse('reschedule=70000001&service=ent&doctor=any')).toEqual({ reschedule: 70000001, service: 'ent', doctor: 'any' });
    expect(bookingPath({ service: 'ent', doctor: 'any', day: '2026-12-07' })).toBe('/book?service=ent&doctor=any&day=2026-12-07');
  });
});

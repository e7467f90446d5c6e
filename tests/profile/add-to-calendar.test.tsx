import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Appointment } from '@/features/profile/api/calls';
import AppointmentList from '@/features/profile/components/appointment-list';

import { renderIntl } from '../auth/test-utils';

const location = 'Arevik Clinic, ул. Туманяна, 12, Ереван 0001';
const visit = (id: number, startsAt: string, doctor: string, serviceTitle: string, room?: string): Appointment => ({
  id,
  startsAt,
  durationMinutes: 30,
  doctor: { slug: `doctor-${id}`, name: doctor, specialty: 'Стоматолог' },
  service: 'dentistry',
  serviceTitle,
  status: 'scheduled',
  room,
});
const upcoming = [
  visit(1, '2026-12-01T11:30:00+04:00', 'Анна Петросян', 'Стоматология', '204'),
  visit(2, '2026-12-09T16:00:00+04:00', 'Арам Саркисян', 'ЛОР'),
];

let saved: { blob: Blob; name: string }[] = [];
beforeEach(() => {
  saved = [];
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((value: Blob) => {
    blob = value;
    return 'blob:calendar';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blob!, name: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

async function events(blob: Blob) {
  const calendar = new ICAL.Component(ICAL.parse(await blob.text()));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('add to calendar in the profile', () => {
  it('saves one visit as an .ics with the service and doctor in the title, the clinic as the place, the time in UTC', async () => {
    renderIntl(<AppointmentList title="Предстоящие" empty="" items={upcoming} calendarLocation={location} />, 'ru');
    const [first] = screen.getAllByRole('listitem');
    await userEvent.click(within(first).getByRole('button', { name: /^Добавить в календарь: .*Анна Петросян$/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('arevik-clinic-2026-12-01.ics');
    expect(saved[0].blob.type).toBe('text/calendar;charset=utf-8');
    const [event] = await events(saved[0].blob);
    expect(event.summary).toBe('Стоматология: Анна Петросян');
    expect(event.location).toBe(location);
    expect(event.description).toContain('Кабинет 204');
    expect(event.startDate.toString()).toBe('2026-12-01T07:30:00Z');
  });

  it('saves all upcoming visits as one file', async () => {
    renderIntl(<AppointmentList title="Upcoming" empty="" items={upcoming} calendarLocation={location} />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Add all upcoming visits to calendar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('arevik-clinic-visits.ics');
    expect((await events(saved[0].blob)).map((event) => event.summary)).toEqual(['Стоматология: Анна Петросян', 'ЛОР: Арам Саркисян']);
  });

  it('offers nothing for past visits', () => {
    renderIntl(<AppointmentList title="Past" empty="" items={upcoming} />, 'hy');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

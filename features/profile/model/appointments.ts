import type { Appointment } from '@/features/profile/api/calls';

export interface AppointmentGroups {
  /** Scheduled visits that have not started yet, soonest first. */
  upcoming: Appointment[];
  /** Everything else (held, cancelled, or a scheduled time that has passed), newest first. */
  past: Appointment[];
}

export function splitAppointments(items: readonly Appointment[], now = Date.now()): AppointmentGroups {
  const upcoming: Appointment[] = [];
  const past: Appointment[] = [];
  for (const item of items) {
    const startsAt = Date.parse(item.startsAt);
    if (item.status === 'scheduled' && startsAt >= now) upcoming.push(item);
    else past.push(item);
  }
  upcoming.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  past.sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { upcoming, past };
}

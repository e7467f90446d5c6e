import { describe, expect, it } from 'vitest';

import type { Appointment } from '@/features/profile/api/calls';
import { splitAppointments } from '@/features/profile/model/appointments';

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

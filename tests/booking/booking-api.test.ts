/**
 * The booking calls through the site's own API layer (createApi + the declared calls) against the demo clinic
 * API's handlers: the contract, the "is it free" rule shared by listing and holding, and exact concurrency.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  bookAppointment,
  cancelAppointment,
  createHold,
  getBookableServices,
  getFreeSlots,
  releaseHold,
  rescheduleAppointment,
} from '@/features/booking/api/calls';
import { addDays, dayOf } from '@/features/booking/model/clinic-time';
import { MIN_LEAD_HOURS } from '@/features/booking/model/rules';
import { getAppointments } from '@/features/profile/api/calls';
import { createApi } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import { resetDemoState, server } from '@/mocks/node';

import { API, memoryTokens, signIn, TEST_OTP } from '../api/helpers';

const TZ = 'Asia/Yerevan';
const anonymous = () => createApi({ baseURL: API, locale: 'en', tokens: memoryTokens() });
const asClient = async (phone: string) =>
  createApi({ baseURL: API, locale: 'en', tokens: memoryTokens({ access: (await signIn(phone)).access }) });
const key = () => crypto.randomUUID();
const today = () => dayOf(Date.now(), TZ);
const range = (days = 14) => ({ service: 'ent' as const, from: today(), to: addDays(today(), days) });

beforeAll(() => {
  process.env.DEMO_OTP_CODE = TEST_OTP;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.DEMO_BOOKING;
});
afterAll(() => {
  server.close();
  delete process.env.DEMO_OTP_CODE;
});
beforeEach(() => resetDemoState());

/**
 * Some tests move the clock forward by up to 12 minutes: a time that close to the two-hour edge would stop being free
 * while they run, so the first time they take is past the edge by a margin.
 */
const CLOCK_MOVES_MS = 15 * 60_000;

async function firstFree(doctor?: string) {
  const { items } = await getFreeSlots(anonymous(), { ...range(), doctor });
  const bookable = items.filter((slot) => Date.parse(slot.startsAt) >= Date.now() + MIN_LEAD_HOURS * 3_600_000 + CLOCK_MOVES_MS);
  expect(bookable.length).toBeGreaterThan(0);
  return bookable[0];
}

const holdOf = (slot: { startsAt: string; doctor: { slug: string } }) => ({
  service: 'ent' as const,
  doctor: slot.doctor.slug,
  startsAt: slot.startsAt,
});

describe('free times', () => {
  it('name the services booked online and leave surgery consultations to the request form', async () => {
    const { timeZone, items } = await getBookableServices(anonymous());
    expect(timeZone).toBe(TZ);
    expect(items.map((item) => item.service).sort()).toEqual(['dentistry', 'ent', 'lab', 'sonography']);
    const { status, data } = await fetch(`${API}/booking/slots/?service=rhinoplasty&from=${today()}&to=${today()}`).then(async (r) => ({
      status: r.status,
      data: await r.json(),
    }));
    expect(status).toBe(400);
    expect(data.error.fields.service).toBeDefined();
  });

  it('are live (no-store), in clinic time, none earlier than two hours from now, within 31 days', async () => {
    const response = await fetch(`${API}/booking/slots/?service=dentistry&from=${today()}&to=${addDays(today(), 31)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = await response.json();
    expect(data.items.length).toBeGreaterThan(10);
    for (const slot of data.items) {
      expect(slot.startsAt).toMatch(/\+04:00$/);
      expect(Date.parse(slot.startsAt)).toBeGreaterThanOrEqual(Date.now() + 2 * 3_600_000 - 1000);
      expect(slot.durationMinutes).toBe(60);
    }
    const tooFar = await fetch(`${API}/booking/slots/?service=dentistry&from=${today()}&to=${addDays(today(), 32)}`);
    expect(tooFar.status).toBe(400);
    expect((await tooFar.json()).error.fields.to).toBeDefined();
  });

  it("a backend without online booking answers 404, which is the site's signal for the request form", async () => {
    process.env.DEMO_BOOKING = 'off';
    await expect(getBookableServices(anonymous())).rejects.toMatchObject({ kind: 'not_found', status: 404 });
    await expect(getFreeSlots(anonymous(), range())).rejects.toMatchObject({ status: 404 });
  });
});

describe('holds', () => {
  it("take the time out of everyone else's list; a second hold answers 409; a release gives it back", async () => {
    const slot = await firstFree();
    const hold = await createHold(anonymous(), holdOf(slot));
    expect(hold).toMatchObject({ startsAt: slot.startsAt, doctor: slot.doctor, durationMinutes: 30 });
    expect(Date.parse(hold.expiresAt) - Date.now()).toBeGreaterThan(4.9 * 60_000);
    const listed = (await getFreeSlots(anonymous(), { ...range(), doctor: slot.doctor.slug })).items.map((s) => s.startsAt);
    expect(listed).not.toContain(slot.startsAt);
    await expect(createHold(anonymous(), holdOf(slot))).rejects.toMatchObject({ status: 409, code: 'slot_taken' });

    await releaseHold(anonymous(), hold.id);
    expect((await getFreeSlots(anonymous(), { ...range(), doctor: slot.doctor.slug })).items.map((s) => s.startsAt)).toContain(
      slot.startsAt,
    );
  });

  it('of 50 at once on one time, exactly one succeeds', async () => {
    const slot = await firstFree();
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => createHold(anonymous(), holdOf(slot))));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    expect(new Set(lost.map((r) => (r.reason as ApiError).status))).toEqual(new Set([409]));
  });

  it('cannot be made on a time that is not on the schedule', async () => {
    const slot = await firstFree();
    const offGrid = new Date(Date.parse(slot.startsAt) + 5 * 60_000).toISOString();
    await expect(createHold(anonymous(), { ...holdOf(slot), startsAt: offGrid })).rejects.toMatchObject({ status: 409 });
    await expect(createHold(anonymous(), { ...holdOf(slot), doctor: 'davit-sargsyan' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('booking', () => {
  it('turns a hold into an appointment with a reference that the profile lists; 20 repeats of one key make one', async () => {
    const api = await asClient('+37499100001');
    const before = (await getAppointments(api)).length;
    const hold = await createHold(anonymous(), holdOf(await firstFree()));
    const idempotencyKey = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bookAppointment(api, { holdId: hold.id, note: 'First visit' }, idempotencyKey)),
    );
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers[0]).toMatchObject({ startsAt: hold.startsAt, status: 'scheduled', service: 'ent', doctor: { slug: hold.doctor.slug } });
    expect(answers[0].reference).toMatch(/^BK-[A-Z0-9]{5}$/);
    const after = await getAppointments(api);
    expect(after).toHaveLength(before + 1);
    expect(after.filter((a) => a.reference === answers[0].reference)).toHaveLength(1);
  });

  it('needs a signed-in patient and an Idempotency-Key', async () => {
    const hold = await createHold(anonymous(), holdOf(await firstFree()));
    await expect(bookAppointment(anonymous(), { holdId: hold.id }, key())).rejects.toMatchObject({ status: 401 });
    const api = await asClient('+37499100002');
    await expect(bookAppointment(api, { holdId: hold.id }, 'short')).rejects.toMatchObject({ status: 400 });
  });

  it('one hold books once: a second patient with it gets 409', async () => {
    const hold = await createHold(anonymous(), holdOf(await firstFree()));
    await bookAppointment(await asClient('+37499100003'), { holdId: hold.id }, key());
    await expect(bookAppointment(await asClient('+37499100004'), { holdId: hold.id }, key())).rejects.toMatchObject({
      status: 409,
      code: 'slot_taken',
    });
  });

  it('an expired hold still books while its time is free, and answers 409 once someone else took it', async () => {
    const slot = await firstFree();
    const hold = await createHold(anonymous(), holdOf(slot));
    const start = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(start + 6 * 60_000);
    const late = await asClient('+37499100005');
    const other = await createHold(anonymous(), holdOf(slot));
    await expect(bookAppointment(late, { holdId: hold.id }, key())).rejects.toMatchObject({ status: 409, code: 'slot_taken' });
    await bookAppointment(await asClient('+37499100006'), { holdId: other.id }, key());

    const second = await createHold(anonymous(), holdOf(await firstFree()));
    vi.spyOn(Date, 'now').mockReturnValue(start + 12 * 60_000);
    const booked = await bookAppointment(await asClient('+37499100007'), { holdId: second.id }, key());
    expect(booked.startsAt).toBe(second.startsAt);
  });
});

describe('cancel and reschedule', () => {
  async function bookedFor(phone: string) {
    const api = await asClient(phone);
    const hold = await createHold(anonymous(), holdOf(await firstFree()));
    return { api, appointment: await bookAppointment(api, { holdId: hold.id }, key()) };
  }

  it('cancel frees the time and is allowed only until two hours before', async () => {
    const { api, appointment } = await bookedFor('+37499100010');
    const cancelled = await cancelAppointment(api, appointment.id);
    expect(cancelled.status).toBe('cancelled');
    expect((await getFreeSlots(anonymous(), { ...range(), doctor: appointment.doctor.slug })).items.map((s) => s.startsAt)).toContain(
      appointment.startsAt,
    );

    const next = await bookedFor('+37499100011');
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse(next.appointment.startsAt) - 90 * 60_000);
    const late = await asClient('+37499100011');
    await expect(cancelAppointment(late, next.appointment.id)).rejects.toMatchObject({ status: 409, code: 'too_late' });
  });

  it('reschedule books the new time before the old is released; a taken time keeps the old appointment', async () => {
    const { api, appointment } = await bookedFor('+37499100012');
    const slots = (await getFreeSlots(anonymous(), range())).items;
    const hold = await createHold(anonymous(), holdOf(slots[1]));
    const moved = await rescheduleAppointment(api, appointment.id, hold.id, key());
    expect(moved).toMatchObject({ startsAt: slots[1].startsAt, status: 'scheduled' });
    const list = await getAppointments(api);
    expect(list.find((a) => a.id === appointment.id)?.status).toBe('cancelled');

    // A hold someone already booked: the reschedule fails and the appointment stays as it was.
    const taken = await createHold(anonymous(), holdOf(slots[2]));
    await bookAppointment(await asClient('+37499100013'), { holdId: taken.id }, key());
    await expect(rescheduleAppointment(api, moved.id, taken.id, key())).rejects.toMatchObject({ status: 409, code: 'slot_taken' });
    expect((await getAppointments(api)).find((a) => a.id === moved.id)).toMatchObject({ status: 'scheduled', startsAt: moved.startsAt });
  });
});

import 'client-only';

import { callOnDemand } from '@/lib/api/call-on-demand';

/**
 * The booking calls as the picker makes them: their contract loads with the first call, not with the page.
 * `loadBookingCalls` (also the profile's way to its Cancel) starts that load as soon as a service is chosen (or the page opens on one), so the contract
 * is there by the time the free times are asked for.
 */
export const loadBookingCalls = () => import('../api/calls');

export const getFreeSlots = callOnDemand(loadBookingCalls, 'getFreeSlots');
export const createHold = callOnDemand(loadBookingCalls, 'createHold');
export const releaseHold = callOnDemand(loadBookingCalls, 'releaseHold');
export const bookAppointment = callOnDemand(loadBookingCalls, 'bookAppointment');
export const rescheduleAppointment = callOnDemand(loadBookingCalls, 'rescheduleAppointment');

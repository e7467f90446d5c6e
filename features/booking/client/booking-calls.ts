import 'client-only';

import { callOnDemand, loadCalls } from '@/lib/api/call-on-demand';

const importBookingCalls = () => import('../api/calls');

/**
 * The booking calls as the browser makes them: their contract loads with the first call, not with the page.
 * `loadBookingCalls` starts that load early, as soon as a service is chosen (or the page opens on one), so the
 * contract is there by the time the free times are asked for.
 */
export const loadBookingCalls = () => loadCalls(importBookingCalls);

export const getFreeSlots = callOnDemand(importBookingCalls, 'getFreeSlots');
export const createHold = callOnDemand(importBookingCalls, 'createHold');
export const releaseHold = callOnDemand(importBookingCalls, 'releaseHold');
export const bookAppointment = callOnDemand(importBookingCalls, 'bookAppointment');
export const rescheduleAppointment = callOnDemand(importBookingCalls, 'rescheduleAppointment');
/** The profile's Cancel. */
export const cancelAppointment = callOnDemand(importBookingCalls, 'cancelAppointment');

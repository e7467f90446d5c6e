import 'client-only';

import { callOnDemand } from '@/lib/api/call-on-demand';

/**
 * The booking calls as the picker makes them: their contract loads with the first call, not with the page.
 * `preloadBookingCalls` starts that load as soon as a service is chosen (or the page opens on one), so the contract
 * is there by the time the free times are asked for.
 */
export const preloadBookingCalls = () => import('../api/calls');

export const getFreeSlots = callOnDemand(preloadBookingCalls, 'getFreeSlots');
export const createHold = callOnDemand(preloadBookingCalls, 'createHold');
export const releaseHold = callOnDemand(preloadBookingCalls, 'releaseHold');
export const bookAppointment = callOnDemand(preloadBookingCalls, 'bookAppointment');
export const rescheduleAppointment = callOnDemand(preloadBookingCalls, 'rescheduleAppointment');

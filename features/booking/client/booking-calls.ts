import 'client-only';

import { callOnDemand } from '@/lib/api/call-on-demand';

/**
 * The booking calls as the picker makes them: their contract loads with the first call (once a service is
 * chosen), not with the page, and `preloadBookingCalls` starts that load as soon as the patient reaches for a choice.
 */
export const preloadBookingCalls = () => import('../api/calls');

export const getFreeSlots = callOnDemand(preloadBookingCalls, 'getFreeSlots');
export const createHold = callOnDemand(preloadBookingCalls, 'createHold');
export const releaseHold = callOnDemand(preloadBookingCalls, 'releaseHold');
export const bookAppointment = callOnDemand(preloadBookingCalls, 'bookAppointment');
export const rescheduleAppointment = callOnDemand(preloadBookingCalls, 'rescheduleAppointment');

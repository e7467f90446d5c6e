import 'client-only';

/**
 * The booking feature's browser parts for other features (the profile): where the booking page is, whether an
 * appointment may still change online, and the calls, loaded when the patient acts (they carry the API layer).
 */
export { BOOKING_PATH, bookingPath } from './model/booking-url';
export { canChangeOnline } from './model/rules';
export { loadBookingCalls } from './client/booking-calls';

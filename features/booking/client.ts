import 'client-only';

/**
 * The booking feature's browser parts for other features (the profile): where the booking page is, whether an
 * appointment may still change online, and the Cancel call, whose contract loads when the patient acts.
 */
export { BOOKING_PATH, bookingPath } from './model/booking-url';
export { canChangeOnline } from './model/rules';
export { cancelAppointment } from './client/booking-calls';

/** The booking feature's pure part (schemas, types, rules, no React): safe on the server, in the browser and in tests. */
export * from './api/schemas';
export * from './model/rules';
export type { BookingOffer, OfferedDoctor, OfferedService } from './model/offer';
export { ANY_DOCTOR, BOOKING_PATH, bookingPath } from './model/booking-url';

/** The booking feature's server part: what the clinic books online, and where "Book" links go. */
import 'server-only';

export { bookingLink, getBookingOffer } from './server/booking-offer';

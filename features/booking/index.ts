/** The public face of the booking feature for pages: the booking page's body and its fallback. */
export { default as BookingPage } from './components/booking-page';
export { default as BookingFallback } from './components/booking-fallback';

/** The booking feature's face for the demo clinic API (mocks/): its handlers. */
export { bookingHandlers } from './demo/handlers';

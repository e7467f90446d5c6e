import 'client-only';

/** The booking feature's browser calls for other features (the profile cancels an appointment). */
export { cancelAppointment } from './api/calls';

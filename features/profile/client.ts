import 'client-only';

/**
 * The profile feature's browser parts for other features' client components: the calendar file of visits, and the
 * keys of the client's cached data (a booking refreshes the appointments).
 */
export { appointmentsOnDemandQuery } from './api/appointments-on-demand';
export { profileKeys } from './api/query-keys';
export { default as AddToCalendar } from './components/add-to-calendar';

import 'client-only';

/**
 * The profile feature's browser parts for other features' client components: the calendar file of visits, and the
 * keys of the client's cached data (a booking refreshes the appointments).
 */
export { appointmentsQuery, profileKeys } from './api/queries';
export { default as AddToCalendar } from './components/add-to-calendar';

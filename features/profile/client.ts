import 'client-only';

/** The profile feature's browser parts for other features' client components: the calendar file of visits. */
export { default as AddToCalendar } from './components/add-to-calendar';

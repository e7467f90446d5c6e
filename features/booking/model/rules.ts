/** The booking rules the site and the demo clinic share; the clinic's backend enforces its own. */

/** How far ahead the free times reach, in days (and the longest range one call may ask for). */
export const BOOKING_RANGE_MAX_DAYS = 31;
/** No time is offered, held, cancelled or moved closer than this to its start. */
export const MIN_LEAD_HOURS = 2;
/** A hold keeps a time for the patient this long while they confirm. */
export const HOLD_MINUTES = 5;
export const BOOKING_NOTE_MAX = 500;
/** Free times are asked again this often while the page is open (and whenever the tab regains focus). */
export const SLOTS_REFETCH_MS = 60_000;

/** Whether an appointment may still be cancelled or moved online: MIN_LEAD_HOURS or more before its start. */
export const canChangeOnline = (startsAt: string, now: number) => Date.parse(startsAt) >= now + MIN_LEAD_HOURS * 3_600_000;

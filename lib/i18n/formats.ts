import type { Formats } from 'next-intl';

/**
 * The site's named date formats. next-intl knows them (request config, provider, AppConfig), so a page
 * writes `format.dateTime(date, 'date')`; `./format` formats with the same names outside next-intl,
 * where the browser's Intl may have no Armenian.
 */
export const formats = {
  dateTime: {
    /** "22 November 2026": news, reviews, documents, page updates. */
    date: { day: 'numeric', month: 'long', year: 'numeric' },
    /** "Mon, 23 November 2026": the day of an appointment. */
    visitDate: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' },
  },
} as const satisfies Formats;

export type DateFormatName = keyof typeof formats.dateTime;

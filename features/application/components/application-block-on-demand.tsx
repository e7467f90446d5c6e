import type { ApplicationPreset } from '@/features/application/model/application-values';

import ApplicationFormOnDemand from './application-form-on-demand';
import ApplicationSection from './application-section';

/**
 * The application section of a page that shows it only in some states (the booking page, when the clinic's
 * backend does not book online): the form's code is not among the page's scripts, and loads when the form renders.
 * There the form is titled as a request (`asRequest`), below the page's own "Book an appointment".
 */
export default function ApplicationBlockOnDemand({ preset, asRequest }: { preset?: ApplicationPreset; asRequest?: boolean }) {
  return <ApplicationSection Form={ApplicationFormOnDemand} {...(preset && { preset })} {...(asRequest && { asRequest })} />;
}

import type { ApplicationPreset } from '@/features/application/model/application-values';

import ApplicationForm from './application-form';
import ApplicationSection from './application-section';

/** The application section of a page that always shows it, the form's code among the page's own scripts. */
export default function ApplicationBlock({ preset }: { preset?: ApplicationPreset }) {
  return <ApplicationSection Form={ApplicationForm} {...(preset && { preset })} />;
}

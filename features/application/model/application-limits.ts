import { APPLICATION_MESSAGE_MAX } from '@/features/application/api/calls';

/** The limits the form tells the visitor about: the contract's own, which its schema checks (the page ships no zod). */
export function applicationLimits() {
  return { messageMax: APPLICATION_MESSAGE_MAX };
}

export type ApplicationLimits = ReturnType<typeof applicationLimits>;

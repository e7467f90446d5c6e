/**
 * Every handler of the demo clinic API, in matching order: the fault switches and request checks first, then each
 * feature's behaviour (features/<name>/demo/handlers.ts), then the media and the demo's own calls.
 */
import { applicationHandlers } from '@/features/application/demo/handlers';
import { authHandlers } from '@/features/auth/demo/handlers';
import { bookingHandlers } from '@/features/booking/demo/handlers';
import { staticPageHandlers, staticPageSamples } from '@/features/content/demo/handlers';
import { doctorHandlers, doctorSamples } from '@/features/doctors/demo/handlers';
import { galleryHandlers, gallerySamples } from '@/features/gallery/demo/handlers';
import { newsHandlers, newsSamples } from '@/features/news/demo/handlers';
import { profileHandlers, profileSamples } from '@/features/profile/demo/handlers';
import { reviewHandlers, reviewSamples } from '@/features/reviews/demo/handlers';

import type { ContractSample } from '../lib/contract-samples';
import { demoHandlers } from './demo';
import { faultHandlers } from './faults';
import { mediaHandlers } from './media';
import { requestGuardHandlers } from './request-guards';

export const handlers = [
  ...faultHandlers,
  ...requestGuardHandlers,
  ...newsHandlers,
  ...galleryHandlers,
  ...doctorHandlers,
  ...reviewHandlers,
  ...staticPageHandlers,
  ...applicationHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...bookingHandlers,
  ...mediaHandlers,
  ...demoHandlers,
];

/** Every feature's records as the demo API presents them, each with the schema it must satisfy. */
export const contractSamples: ContractSample[] = [
  ...newsSamples,
  ...gallerySamples,
  ...doctorSamples,
  ...reviewSamples,
  ...staticPageSamples,
  ...profileSamples,
];

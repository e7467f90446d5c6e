/**
 * Every handler of the demo clinic API, in matching order: the fault switches and request checks first, then each
 * feature's behaviour (features/<name>/demo/handlers.ts), then the media and the demo's own calls.
 */
import { applicationHandlers } from '@/features/application/demo/handlers';
import { authHandlers } from '@/features/auth/demo/handlers';
import { bookingHandlers } from '@/features/booking/demo/handlers';
import { staticPageHandlers } from '@/features/content/demo/handlers';
import { doctorHandlers } from '@/features/doctors/demo/handlers';
import { galleryHandlers } from '@/features/gallery/demo/handlers';
import { newsHandlers } from '@/features/news/demo/handlers';
import { profileHandlers } from '@/features/profile/demo/handlers';
import { reviewHandlers } from '@/features/reviews/demo/handlers';

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

/**
 * Every call and named entity of the clinic API, gathered from the features' declarations
 * (features/<name>/api/calls.ts) for the API reference (`npm run docs:api`) and the tests that hold the demo API
 * to the contract. The site itself never needs the whole list: each request names its own call.
 */
import type * as z from 'zod/mini';

import * as application from '@/features/application/api/calls';
import * as auth from '@/features/auth/api/calls';
import * as booking from '@/features/booking/api/calls';
import * as bookingModel from '@/features/booking/model';
import * as content from '@/features/content/api/calls';
import * as doctors from '@/features/doctors/api/calls';
import * as gallery from '@/features/gallery/api/calls';
import * as news from '@/features/news/api/calls';
import * as profile from '@/features/profile/api/calls';
import * as reviews from '@/features/reviews/api/calls';
import type { CallContract, DeclaredCall } from '@/lib/api/call';
import * as contentSchemas from '@/lib/api/content-schemas';
import { collectEntities } from '@/lib/api/entities';
import { collectCalls } from '@/lib/api/registry';
import * as baseSchemas from '@/lib/api/schemas';

export const API_CALLS: readonly DeclaredCall[] = collectCalls([
  application,
  auth,
  booking,
  content,
  doctors,
  gallery,
  news,
  profile,
  reviews,
]);

const shared = { ...baseSchemas, ...contentSchemas };
/** The declarations alone (path, method, schemas …). */
export const API_ROUTES: readonly CallContract[] = API_CALLS.map((call) => call.contract);

/** Every schema and call of the contract by name, for the docs' entities and the tests that check them all. */
export const CONTRACT = {
  ...shared,
  ...application,
  ...auth,
  ...booking,
  ...content,
  ...doctors,
  ...gallery,
  ...news,
  ...profile,
  ...reviews,
};

/** Each feature's declarations: its reference beside its calls (features/<name>/api/reference.md) documents them. */
export const API_FEATURES: ReadonlyArray<{ name: string; modules: readonly object[] }> = [
  { name: 'application', modules: [application] },
  { name: 'auth', modules: [auth] },
  { name: 'booking', modules: [booking, bookingModel] },
  { name: 'content', modules: [content] },
  { name: 'doctors', modules: [doctors] },
  { name: 'gallery', modules: [gallery] },
  { name: 'news', modules: [news] },
  { name: 'profile', modules: [profile] },
  { name: 'reviews', modules: [reviews] },
];

/** The contract's shared schemas (lib/api/schemas.ts, lib/api/content-schemas.ts): their entities are documented in docs/api.md. */
export const SHARED_SCHEMAS: object = shared;

/** The named entities (`entity('Doctor', …)`), each documented once. */
export const API_ENTITIES: ReadonlyArray<[string, z.core.$ZodType]> = collectEntities([
  shared,
  ...API_FEATURES.flatMap((feature) => feature.modules),
]);

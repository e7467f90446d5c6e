/**
 * The route table of the clinic API (spec section 7 plus `/clients/me/`): paths, methods and the
 * schemas of each call. endpoints.ts, the demo API's tests and docs/api.md all read it.
 */
import type { z } from 'zod';
import * as s from './schemas';

export const apiPaths = {
  applicationCreate: '/applications/create/',
  otpRequest: '/auth/otp/request/',
  otpVerify: '/auth/otp/verify/',
  tokenObtain: '/auth/token/obtain/',
  tokenRefresh: '/auth/token/refresh/',
  tokenRevoke: '/auth/token/revoke/',
  clientMe: '/clients/me/',
  clientAppointments: '/clients/appointments/',
  clientDocuments: '/clients/documents/',
  documentDownload: (id: number | string) => `/documents/${encodeURIComponent(String(id))}/download/`,
  testimonials: '/testimonials/',
  testimonialCreate: '/testimonials/create/',
  news: '/news/',
  newsItem: (slug: string) => `/news/${encodeURIComponent(slug)}/`,
  newsRelated: '/news/related/',
  gallery: '/gallery/',
  galleryItem: (id: number | string) => `/gallery/${encodeURIComponent(String(id))}/`,
  doctors: '/doctors/',
  doctor: (slug: string) => `/doctors/${encodeURIComponent(slug)}/`,
  certificates: '/certificates/',
  staticPage: (slug: string) => `/pages/${encodeURIComponent(slug)}`,
} as const;

export type HttpMethod = 'GET' | 'POST';

export interface RouteContract {
  name: string;
  method: HttpMethod;
  /** Path template under /api/v1, with `{param}` placeholders. */
  path: string;
  summary: string;
  auth: 'none' | 'bearer';
  /** Cacheable by the browser layer's opt-in GET cache. */
  public: boolean;
  query?: z.ZodObject;
  /** Request headers of this call beyond the conventions (Accept-Language, Authorization). */
  headers?: Array<{ name: string; required: boolean; notes: string }>;
  body?: z.ZodObject;
  /** Schema of `data` in the success body; absent for binary answers. */
  response?: z.ZodType;
  successStatus: number;
  /** Content type of a binary answer. */
  binary?: string;
  errors: Array<{ status: number; when: string }>;
}

const notFound = { status: 404, when: 'no such record (code not_found)' };
const validation = { status: 400, when: 'the body or the query breaks the contract (code validation, with fields)' };
const unauthorized = { status: 401, when: 'no, an invalid or an expired access token (code unauthorized)' };

export const API_ROUTES: readonly RouteContract[] = [
  {
    name: 'createApplication',
    method: 'POST',
    path: '/applications/create/',
    summary:
      'A visitor asks the clinic to get in touch and book a visit. Safe to repeat: a request with the Idempotency-Key of an accepted one answers that application again (201, same id and reference, header `Idempotent-Replayed: true`) instead of creating a second one.',
    auth: 'none',
    public: false,
    headers: [
      {
        name: s.IDEMPOTENCY_KEY_HEADER,
        required: false,
        notes: `A random key per application (the site sends a UUID), pattern \`${s.IDEMPOTENCY_KEY_PATTERN.source}\`; kept at least 24 h. A malformed key is a 400 (fields.idempotencyKey)`,
      },
    ],
    body: s.applicationCreateSchema,
    response: s.applicationCreatedSchema,
    successStatus: 201,
    errors: [
      validation,
      { status: 400, when: 'the doctor does not provide the service (code validation, fields.doctor)' },
      { status: 422, when: 'the Idempotency-Key was already used with another body (code idempotency_conflict)' },
    ],
  },
  {
    name: 'requestOtp',
    method: 'POST',
    path: '/auth/otp/request/',
    summary:
      'Sends a one-time code to the phone. The code has 6 digits and is valid for 5 minutes; while it is unused, a new one may be requested after 90 seconds. A code that was verified no longer holds the wait: the next request sends a new code at once.',
    auth: 'none',
    public: false,
    body: s.otpRequestSchema,
    response: s.otpRequestedSchema,
    successStatus: 200,
    errors: [validation, { status: 429, when: 'an unused code was sent less than 90 s ago (code rate_limited, Retry-After header in seconds)' }],
  },
  {
    name: 'verifyOtp',
    method: 'POST',
    path: '/auth/otp/verify/',
    summary: 'Checks the code; answers a single-use verification token. At most 5 attempts per code.',
    auth: 'none',
    public: false,
    body: s.otpVerifySchema,
    response: s.otpVerifiedSchema,
    successStatus: 200,
    errors: [
      validation,
      { status: 400, when: 'wrong code (code invalid_code, fields.code)' },
      { status: 400, when: 'the code is older than 5 minutes or none was requested (code code_expired, fields.code)' },
      { status: 400, when: 'the 5 attempts of this code are used up (code too_many_attempts, fields.code)' },
    ],
  },
  {
    name: 'obtainToken',
    method: 'POST',
    path: '/auth/token/obtain/',
    summary: 'Exchanges the verification token for an access and a refresh token (signed JWTs).',
    auth: 'none',
    public: false,
    body: s.tokenObtainSchema,
    response: s.tokenPairSchema,
    successStatus: 200,
    errors: [validation, { status: 401, when: 'the verification token is unknown, used, expired or for another phone' }],
  },
  {
    name: 'refreshToken',
    method: 'POST',
    path: '/auth/token/refresh/',
    summary:
      'Rotates the refresh token: answers a new access token and a new refresh token; the presented refresh token becomes invalid.',
    auth: 'none',
    public: false,
    body: s.tokenRefreshSchema,
    response: s.tokenRefreshedSchema,
    successStatus: 200,
    errors: [validation, { status: 401, when: 'the refresh token is invalid, expired, revoked or already used' }],
  },
  {
    name: 'revokeToken',
    method: 'POST',
    path: '/auth/token/revoke/',
    summary:
      'Optional (not in the spec table): revokes the refresh token and every token rotated from the same sign-in. Answers 200 for an unknown or already revoked token too. A backend without it answers 404; the site then only clears its cookie.',
    auth: 'none',
    public: false,
    body: s.tokenRefreshSchema,
    response: s.tokenRevokedSchema,
    successStatus: 200,
    errors: [validation],
  },
  {
    name: 'getCurrentClient',
    method: 'GET',
    path: '/clients/me/',
    summary: 'The signed-in client (not in the spec table; the site loads it right after sign-in).',
    auth: 'bearer',
    public: false,
    response: s.clientSchema,
    successStatus: 200,
    errors: [unauthorized],
  },
  {
    name: 'getAppointments',
    method: 'GET',
    path: '/clients/appointments/',
    summary: "The signed-in client's appointments, upcoming and past, newest first.",
    auth: 'bearer',
    public: false,
    response: s.appointmentListSchema,
    successStatus: 200,
    errors: [unauthorized],
  },
  {
    name: 'getDocuments',
    method: 'GET',
    path: '/clients/documents/',
    summary: "The signed-in client's documents, newest first.",
    auth: 'bearer',
    public: false,
    response: s.documentListSchema,
    successStatus: 200,
    errors: [unauthorized],
  },
  {
    name: 'downloadDocument',
    method: 'GET',
    path: '/documents/{id}/download/',
    summary:
      'The file of one document of the signed-in client, with Content-Disposition: attachment; filename="...". Documents of other clients are answered 404.',
    auth: 'bearer',
    public: false,
    successStatus: 200,
    binary: 'application/pdf',
    errors: [unauthorized, notFound],
  },
  {
    name: 'getTestimonials',
    method: 'GET',
    path: '/testimonials/',
    summary: 'Approved testimonials, newest first, paginated.',
    auth: 'none',
    public: true,
    query: s.testimonialsQuerySchema,
    response: s.testimonialListSchema,
    successStatus: 200,
    errors: [validation],
  },
  {
    name: 'createTestimonial',
    method: 'POST',
    path: '/testimonials/create/',
    summary: 'A visitor leaves a testimonial; it waits for moderation and is not listed until approved.',
    auth: 'none',
    public: false,
    body: s.testimonialCreateSchema,
    response: s.testimonialCreatedSchema,
    successStatus: 201,
    errors: [validation],
  },
  {
    name: 'getNewsList',
    method: 'GET',
    path: '/news/',
    summary: 'News, newest first, paginated. Items carry no body.',
    auth: 'none',
    public: true,
    query: s.newsListQuerySchema,
    response: s.newsListSchema,
    successStatus: 200,
    errors: [validation],
  },
  {
    name: 'getRelatedNews',
    method: 'GET',
    path: '/news/related/',
    summary: 'News related to one item (same topic first, then the newest), never the item itself.',
    auth: 'none',
    public: true,
    query: s.relatedNewsQuerySchema,
    response: s.relatedNewsSchema,
    successStatus: 200,
    errors: [validation, notFound],
  },
  {
    name: 'getNewsItem',
    method: 'GET',
    path: '/news/{slug}/',
    summary: 'One news item with its HTML body.',
    auth: 'none',
    public: true,
    response: s.newsItemSchema,
    successStatus: 200,
    errors: [notFound],
  },
  {
    name: 'getGallery',
    method: 'GET',
    path: '/gallery/',
    summary: 'All gallery items.',
    auth: 'none',
    public: true,
    response: s.galleryListSchema,
    successStatus: 200,
    errors: [],
  },
  {
    name: 'getGalleryItem',
    method: 'GET',
    path: '/gallery/{id}/',
    summary: 'One gallery item.',
    auth: 'none',
    public: true,
    response: s.galleryItemSchema,
    successStatus: 200,
    errors: [notFound],
  },
  {
    name: 'getDoctors',
    method: 'GET',
    path: '/doctors/',
    summary: 'Doctors, optionally of one service or only the featured ones.',
    auth: 'none',
    public: true,
    query: s.doctorsQuerySchema,
    response: s.doctorListSchema,
    successStatus: 200,
    errors: [validation],
  },
  {
    name: 'getDoctor',
    method: 'GET',
    path: '/doctors/{slug}/',
    summary: 'One doctor.',
    auth: 'none',
    public: true,
    response: s.doctorSchema,
    successStatus: 200,
    errors: [notFound],
  },
  {
    name: 'getCertificates',
    method: 'GET',
    path: '/certificates/',
    summary: "The clinic's licences and certificates.",
    auth: 'none',
    public: true,
    response: s.certificateListSchema,
    successStatus: 200,
    errors: [],
  },
  {
    name: 'getStaticPage',
    method: 'GET',
    path: '/pages/{slug}',
    summary: 'A static content page (privacy-policy, terms-of-use, patient-rights).',
    auth: 'none',
    public: true,
    response: s.staticPageSchema,
    successStatus: 200,
    errors: [notFound],
  },
];

/**
 * The clinic API contract: every body the site sends or receives, as zod schemas.
 * The site's API layer, the demo clinic API (mocks/) and docs/api.md are all derived from these.
 */
import { z } from 'zod';
import { LOCALES, OTP_CODE_LENGTH } from '@/lib/config';
import { SERVICE_SLUGS, SLUG_PATTERN } from '@/lib/routes';
import { CONTACT_CHANNELS, TIMES_OF_DAY, type ContactChannel, type TimeOfDay } from '@/lib/application/choices';

// The profile's Content-Security-Policy forbids eval. Unless told otherwise, zod probes `new Function` before its
// first object parse, and the browser reports the blocked probe as a CSP violation (DevTools issue). The bodies a
// browser parses are small: the interpreted parser is fast enough there; the server keeps the compiled one.
if (typeof window !== 'undefined') z.config({ jitless: true });

/* ---------- primitives ---------- */

export const localeSchema = z.enum(LOCALES);
export const serviceSlugSchema = z.enum(SERVICE_SLUGS).describe('One of the seven service slugs');
export const slugSchema = z
  .string()
  .regex(SLUG_PATTERN)
  .describe('URL slug: lowercase latin letters, digits and hyphens');
export const idSchema = z.number().int().positive().describe('Positive integer id');
export const dateTimeSchema = z.iso.datetime({ offset: true }).describe('ISO 8601 date-time with offset');
export const dateSchema = z.iso.date().describe('Calendar date YYYY-MM-DD');
/** E.164: a plus, a country code and up to 15 digits in total. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
export const e164PhoneSchema = z.string().regex(E164_PATTERN).describe('Phone number in E.164, e.g. +37491123456');
export const OTP_CODE_PATTERN = new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`);
/** HTML from the API; render only after it passes the site's sanitizer. */
export const htmlSchema = z.string().describe('HTML fragment (p, h2, h3, ul, ol, li, strong, em, a); sanitize before rendering');

export const imageSchema = z
  .object({
    url: z.url().describe('Absolute URL of the image'),
    width: z.number().int().positive().describe('Intrinsic width in px'),
    height: z.number().int().positive().describe('Intrinsic height in px'),
    alt: z.string().describe('Localized alternative text'),
  })
  .describe('An image with its intrinsic size');

/* ---------- envelope ---------- */

/** Every success body is `{ "data": ... }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const PAGE_SIZE_MAX = 50;
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('1-based page number'),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(10).describe(`Items per page, 1..${PAGE_SIZE_MAX}`),
});

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0).describe('Items across all pages'),
    totalPages: z.number().int().min(0),
  });
}

/* ---------- errors ---------- */

export const API_ERROR_CODES = [
  'validation',
  'invalid_code',
  'code_expired',
  'too_many_attempts',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
  'idempotency_conflict',
  'server',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const fieldErrorsSchema = z
  .record(z.string(), z.array(z.string()))
  .describe('Localized messages per request field');

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string().describe('Localized message for people'),
    fields: fieldErrorsSchema.optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/* ---------- public content ---------- */

export const newsSummarySchema = z.object({
  id: idSchema,
  slug: slugSchema,
  title: z.string().min(1),
  excerpt: z.string().min(1).describe('One or two plain-text sentences for cards and meta descriptions'),
  publishedAt: dateTimeSchema,
  image: imageSchema,
});
export const newsItemSchema = newsSummarySchema.extend({ body: htmlSchema });
export type NewsSummary = z.infer<typeof newsSummarySchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListQuerySchema = paginationQuerySchema;
export const relatedNewsQuerySchema = z.object({
  slug: slugSchema.describe('The news item to find related items for (it is never included)'),
  limit: z.coerce.number().int().min(1).max(12).default(3),
});

export const languageCodeSchema = z
  .string()
  .regex(/^[a-z]{2,3}$/)
  .describe('ISO 639 language code, e.g. "hy", "ru", "en"');
export const doctorLanguageSchema = z.object({
  code: languageCodeSchema,
  name: z.string().min(1).describe('Localized name of the language, e.g. "Armenian"'),
});
export type DoctorLanguage = z.infer<typeof doctorLanguageSchema>;

export const doctorSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string().min(1).describe('Full localized name'),
  specialty: z.string().min(1).describe('Localized specialty, e.g. "Otorhinolaryngologist"'),
  services: z.array(serviceSlugSchema).min(1),
  photo: imageSchema,
  experienceYears: z.number().int().min(0),
  education: z.array(z.string()).describe('Localized lines, most recent first'),
  languages: z.array(doctorLanguageSchema).describe('The languages the doctor consults in'),
  bio: z.string().min(1).describe('Plain-text paragraphs separated by blank lines'),
  featured: z.boolean().describe('Shown on the home page'),
});
export type Doctor = z.infer<typeof doctorSchema>;

export const doctorsQuerySchema = z.object({
  service: serviceSlugSchema.optional().describe('Only doctors of this service'),
  featured: z
    .enum(['true', 'false'])
    .optional()
    .describe('"true": only featured doctors, "false": only the others'),
});

export const GALLERY_CATEGORIES = ['interior', 'equipment', 'team', 'procedures'] as const;
export const galleryItemSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  description: z.string(),
  category: z.object({
    slug: z.enum(GALLERY_CATEGORIES),
    title: z.string().min(1).describe('Localized category name'),
  }),
  image: imageSchema,
  thumbnail: imageSchema,
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const certificateSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  issuer: z.string().min(1),
  year: z.number().int().min(1990).max(2100),
  image: imageSchema,
});
export type Certificate = z.infer<typeof certificateSchema>;

export const testimonialSchema = z.object({
  id: idSchema,
  author: z.string().min(1),
  text: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  date: dateSchema,
  service: serviceSlugSchema.optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsQuerySchema = paginationQuerySchema;

export const TESTIMONIAL_AUTHOR_MAX = 80;
export const TESTIMONIAL_TEXT_MIN = 20;
export const TESTIMONIAL_TEXT_MAX = 2000;
export const testimonialCreateSchema = z.object({
  author: z.string().trim().min(2).max(TESTIMONIAL_AUTHOR_MAX),
  text: z.string().trim().min(TESTIMONIAL_TEXT_MIN).max(TESTIMONIAL_TEXT_MAX),
  rating: z.number().int().min(1).max(5),
  service: serviceSlugSchema.optional(),
  consent: z.literal(true).describe('Consent to publish the text and name'),
});
export type TestimonialCreate = z.infer<typeof testimonialCreateSchema>;
export const testimonialCreatedSchema = z.object({
  id: idSchema,
  status: z.literal('pending').describe('Waits for moderation; not listed until approved'),
});
export type TestimonialCreated = z.infer<typeof testimonialCreatedSchema>;

export const staticPageSchema = z.object({
  slug: slugSchema,
  title: z.string().min(1),
  body: htmlSchema,
  updatedAt: dateTimeSchema,
});
export type StaticPage = z.infer<typeof staticPageSchema>;
export const STATIC_PAGE_SLUGS = ['privacy-policy', 'terms-of-use', 'patient-rights'] as const;

/* ---------- applications ---------- */

export const APPLICATION_NAME_MAX = 100;
export const APPLICATION_MESSAGE_MAX = 1000;
/** Days of the week, schema.org codes, Monday first. */
export const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export { TIMES_OF_DAY, CONTACT_CHANNELS, type TimeOfDay, type ContactChannel };
/** The header that makes a create call safe to repeat: the same key answers the first answer again. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const applicationCreateSchema = z.object({
  name: z.string().trim().min(2).max(APPLICATION_NAME_MAX),
  phone: e164PhoneSchema,
  service: serviceSlugSchema,
  doctor: slugSchema.optional().describe('A doctor of this service (GET /doctors/?service=); omitted: any doctor'),
  preferredDays: z
    .array(z.enum(WEEKDAYS))
    .max(WEEKDAYS.length)
    .refine((days) => new Set(days).size === days.length, { message: 'Each day at most once' })
    .optional()
    .describe('Days of the week that suit the visitor; omitted: any day'),
  preferredTime: z.enum(TIMES_OF_DAY).optional().describe('morning 09–12, afternoon 12–16, evening 16–20; omitted: any time'),
  contactChannel: z.enum(CONTACT_CHANNELS).describe('How the clinic gets in touch, on the given phone number'),
  message: z.string().trim().max(APPLICATION_MESSAGE_MAX).optional().describe('The visitor\'s comment'),
  consent: z.literal(true).describe('Consent to be contacted and to the processing of personal data'),
});
export type ApplicationCreate = z.infer<typeof applicationCreateSchema>;
export const applicationCreatedSchema = z.object({
  id: idSchema,
  reference: z
    .string()
    .regex(/^[A-Z0-9][A-Z0-9-]{3,19}$/)
    .describe('Reference number the visitor can quote, e.g. "AR-00042"'),
  createdAt: dateTimeSchema,
});
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;

/* ---------- sign-in ---------- */

export const otpRequestSchema = z.object({ phone: e164PhoneSchema });
export type OtpRequest = z.infer<typeof otpRequestSchema>;
export const otpRequestedSchema = z.object({
  expiresIn: z.number().int().positive().describe('Seconds the code stays valid (300)'),
  retryAfter: z.number().int().positive().describe('Seconds before a new code may be requested (90)'),
});
export type OtpRequested = z.infer<typeof otpRequestedSchema>;

export const otpVerifySchema = z.object({
  phone: e164PhoneSchema,
  code: z.string().regex(OTP_CODE_PATTERN).describe(`${OTP_CODE_LENGTH} digits`),
});
export type OtpVerify = z.infer<typeof otpVerifySchema>;
export const otpVerifiedSchema = z.object({
  verificationToken: z.string().min(1).describe('Single use, short-lived; exchanged for tokens'),
});
export type OtpVerified = z.infer<typeof otpVerifiedSchema>;

export const tokenObtainSchema = z.object({
  phone: e164PhoneSchema,
  verificationToken: z.string().min(1),
});
export type TokenObtain = z.infer<typeof tokenObtainSchema>;

export const jwtSchema = z
  .string()
  .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/)
  .describe('Signed JWT (three base64url parts)');
export const tokenPairSchema = z.object({ access: jwtSchema, refresh: jwtSchema });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const tokenRefreshSchema = z.object({ refresh: jwtSchema });
/** The spec allows a refresh answer with only `access`; then the old refresh token stays. */
export const tokenRefreshedSchema = z.object({ access: jwtSchema, refresh: jwtSchema.optional() });
export type TokenRefreshed = z.infer<typeof tokenRefreshedSchema>;

export const tokenRevokedSchema = z.object({ revoked: z.literal(true) });
export type TokenRevoked = z.infer<typeof tokenRevokedSchema>;

/** Claims of the access token. */
export const accessClaimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d*$/).describe('Client id as a string of digits'),
  name: z.string(),
  phone: e164PhoneSchema,
  exp: z.number().int(),
  iat: z.number().int().optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/* ---------- client area ---------- */

export const clientSchema = z.object({
  id: idSchema,
  name: z.string().min(1).describe('Localized display name'),
  phone: e164PhoneSchema,
});
export type Client = z.infer<typeof clientSchema>;

export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const appointmentSchema = z.object({
  id: idSchema,
  startsAt: dateTimeSchema,
  durationMinutes: z.number().int().positive(),
  doctor: z.object({ slug: slugSchema, name: z.string().min(1), specialty: z.string().min(1) }),
  service: serviceSlugSchema,
  serviceTitle: z.string().min(1),
  status: z.enum(APPOINTMENT_STATUSES),
  room: z.string().optional().describe('Cabinet, e.g. "204"'),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentListSchema = z.object({
  items: z.array(appointmentSchema).describe('Newest first'),
});

export const DOCUMENT_KINDS = ['lab_result', 'prescription', 'discharge_summary', 'imaging_report', 'invoice'] as const;
export const documentSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  kind: z.enum(DOCUMENT_KINDS),
  date: dateSchema,
  sizeBytes: z.number().int().positive(),
  fileName: z.string().min(1),
  mimeType: z.string().min(1),
});
export type ClientDocument = z.infer<typeof documentSchema>;
export const documentListSchema = z.object({
  items: z.array(documentSchema).describe('Newest first'),
});

/* ---------- list shapes ---------- */

export const newsListSchema = paginated(newsSummarySchema);
export const relatedNewsSchema = z.object({ items: z.array(newsSummarySchema) });
export const galleryListSchema = z.object({ items: z.array(galleryItemSchema) });
export const doctorListSchema = z.object({ items: z.array(doctorSchema) });
export const certificateListSchema = z.object({ items: z.array(certificateSchema) });
export const testimonialListSchema = paginated(testimonialSchema);
export type NewsList = z.infer<typeof newsListSchema>;
export type TestimonialList = z.infer<typeof testimonialListSchema>;
export type Paginated<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };

/**
 * Doctors: schemas and calls.
 */
import * as z from 'zod/mini';

import '@/lib/api/zod-setup';

import { contentTags } from '@/lib/api/call';
import { imageSchema } from '@/lib/api/content-schemas';
import { defineCall } from '@/lib/api/define-call';
import { entity } from '@/lib/api/entities';
import { notFound, validation } from '@/lib/api/error-cases';
import { idSchema, serviceSlugSchema, slugSchema } from '@/lib/api/schemas';

export const languageCodeSchema = z.string().check(z.regex(/^[a-z]{2,3}$/), z.describe('ISO 639 language code, e.g. "hy", "ru", "en"'));
export const doctorLanguageSchema = z.object({
  code: languageCodeSchema,
  name: z.string().check(z.minLength(1), z.describe('Localized name of the language, e.g. "Armenian"')),
});
export type DoctorLanguage = z.infer<typeof doctorLanguageSchema>;

export const doctorSchema = entity(
  'Doctor',
  z.object({
    id: idSchema,
    slug: slugSchema,
    name: z.string().check(z.minLength(1), z.describe('Full localized name')),
    specialty: z.string().check(z.minLength(1), z.describe('Localized specialty, e.g. "Otorhinolaryngologist"')),
    services: z.array(serviceSlugSchema).check(z.minLength(1)),
    photo: imageSchema,
    experienceYears: z.int().check(z.minimum(0)),
    education: z.array(z.string()).check(z.describe('Localized lines, most recent first')),
    languages: z.array(doctorLanguageSchema).check(z.describe('The languages the doctor consults in')),
    bio: z.string().check(z.minLength(1), z.describe('Plain-text paragraphs separated by blank lines')),
    featured: z.boolean().check(z.describe('Shown on the home page')),
  }),
);
export type Doctor = z.infer<typeof doctorSchema>;

export const doctorsQuerySchema = z.object({
  service: z.optional(serviceSlugSchema).check(z.describe('Only doctors of this service')),
  featured: z.optional(z.enum(['true', 'false'])).check(z.describe('"true": only featured doctors, "false": only the others')),
});
export const doctorListSchema = z.object({ items: z.array(doctorSchema) });

/* ---------- calls ---------- */

export interface DoctorsFilter {
  service?: Doctor['services'][number];
  featured?: boolean;
}

export const getDoctors = defineCall({
  name: 'getDoctors',
  method: 'GET',
  path: '/doctors/',
  summary: 'Doctors, optionally of one service or only the featured ones.',
  auth: 'none',
  public: true,
  query: doctorsQuerySchema,
  response: doctorListSchema,
  successStatus: 200,
  errors: [validation],
  list: 'doctors',
  tags: contentTags('doctors'),
  args: (filter: DoctorsFilter = {}) => ({
    query: { service: filter.service || undefined, featured: filter.featured === undefined ? undefined : String(filter.featured) },
  }),
  result: (data) => data.items,
});

export const getDoctor = defineCall({
  name: 'getDoctor',
  method: 'GET',
  path: '/doctors/{slug}/',
  summary: 'One doctor.',
  auth: 'none',
  public: true,
  response: doctorSchema,
  successStatus: 200,
  errors: [notFound],
  tags: contentTags('doctors', 'slug'),
  args: (slug: string) => ({ params: { slug } }),
});

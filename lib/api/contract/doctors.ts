/**
 * Doctors: schemas and calls.
 */
import { z } from 'zod';
import './zod';
import { contentTags, defineCall } from '../define-call';
import { idSchema, imageSchema, serviceSlugSchema, slugSchema } from './common';
import { notFound, validation } from './error-cases';

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

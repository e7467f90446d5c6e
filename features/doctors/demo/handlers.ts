/** What the demo clinic API does for doctors: the list (by service, featured) and one doctor. */
import type { Locale } from '@/lib/locales';
import type { ContractSample } from '@/mocks/lib/contract-samples';
import { fail, localeOf, ok, originOf } from '@/mocks/lib/http';
import { toImage } from '@/mocks/lib/images';
import { emptyLists, PUBLIC_MAX_AGE, query } from '@/mocks/lib/listing';
import { texts } from '@/mocks/lib/localized';
import { on } from '@/mocks/lib/route';
import { validate } from '@/mocks/lib/validate';

import { doctorSchema, doctorsQuerySchema, getDoctor, getDoctors, type Doctor } from '../api/calls';
import { DOCTORS, type DoctorSeed } from './data';

export function presentDoctor(doctor: DoctorSeed, locale: Locale, origin: string): Doctor {
  return {
    id: doctor.id,
    slug: doctor.slug,
    ...texts(doctor, locale, 'name', 'specialty', 'bio'),
    services: doctor.services,
    photo: toImage(doctor.photo, origin, locale),
    experienceYears: doctor.experienceYears,
    education: doctor.education.map((line) => line[locale]),
    languages: doctor.languages.map((language) => ({ code: language.code, name: language.name[locale] })),
    featured: doctor.featured,
  };
}

export const doctorHandlers = [
  on(getDoctors, ({ request }) => {
    const locale = localeOf(request);
    const params = validate(doctorsQuerySchema, query(request), locale);
    if (!params.ok) return fail(request, 'validation', { fields: params.fields });
    const { service, featured } = params.data;
    const origin = originOf(request);
    const doctors = (emptyLists() ? [] : DOCTORS).filter(
      (d) => (!service || d.services.includes(service)) && (featured === undefined || String(d.featured) === featured),
    );
    return ok(request, { items: doctors.map((d) => presentDoctor(d, locale, origin)) }, 200, PUBLIC_MAX_AGE);
  }),

  on(getDoctor, ({ request, params }) => {
    const doctor = DOCTORS.find((d) => d.slug === params.slug);
    if (!doctor) return fail(request, 'not_found');
    return ok(request, presentDoctor(doctor, localeOf(request), originOf(request)), 200, PUBLIC_MAX_AGE);
  }),
];

/** The doctors the demo API serves, as the contract describes them. */
export const doctorSamples: ContractSample[] = [
  { what: 'doctor', schema: doctorSchema, records: (locale, origin) => DOCTORS.map((doctor) => presentDoctor(doctor, locale, origin)) },
];

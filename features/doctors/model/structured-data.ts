/** schema.org structured data (JSON-LD) of a doctor's page. */
import type { Locale } from '@/lib/locales';
import { doctorRoute } from '@/lib/routes';
import { absoluteUrl, localizedPath, publicImageUrl } from '@/lib/seo';
import { clinicReference, specialties, type JsonLdObject } from '@/lib/seo/structured-data';
import type { ClinicAddress } from '@/lib/site-texts/types';

import type { Doctor } from '../api/calls';

export function physicianJsonLd({ doctor, locale, address }: { doctor: Doctor; locale: Locale; address: ClinicAddress }): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'IndividualPhysician',
    '@id': absoluteUrl(`${doctorRoute(doctor.slug)}#physician`),
    name: doctor.name,
    url: absoluteUrl(localizedPath(locale, doctorRoute(doctor.slug))),
    image: publicImageUrl(doctor.photo.url),
    description: doctor.bio.split(/\n\s*\n/)[0],
    medicalSpecialty: specialties(doctor.services),
    knowsLanguage: doctor.languages.map((language) => ({ '@type': 'Language', name: language.name, alternateName: language.code })),
    practicesAt: clinicReference(address),
  };
}

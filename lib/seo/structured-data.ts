/**
 * schema.org structured data (JSON-LD) for search engines: the clinic and what a physician or an article says of
 * it (features/doctors and features/news build theirs with these). Pure functions, so they are easy to test.
 */
import { CLINIC_CONTACTS, CLINIC_COUNTRY, CLINIC_GEO, OPENING_HOURS } from '@/lib/clinic';
import type { Locale } from '@/lib/locales';
import { SERVICE_SLUGS, type ServiceSlug } from '@/lib/routes';
import { absoluteUrl, localizedPath } from '@/lib/seo';
import { SITE } from '@/lib/site';
import type { ClinicAddress } from '@/lib/site-texts/types';

export type JsonLdObject = Record<string, unknown>;

const DAY_NAMES = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' } as const;

/** schema.org MedicalSpecialty of each department. */
export const SERVICE_SPECIALTY: Record<ServiceSlug, string> = {
  ent: 'Otolaryngologic',
  lab: 'LaboratoryScience',
  dentistry: 'Dentistry',
  sonography: 'Radiography',
  rhinoplasty: 'PlasticSurgery',
  'plastic-surgery': 'PlasticSurgery',
  'maxillofacial-surgery': 'Surgical',
};

/** schema.org MedicalSpecialty URLs of some departments, each once. */
export const specialties = (services: readonly ServiceSlug[]) =>
  [...new Set(services.map((service) => SERVICE_SPECIALTY[service]))].map((name) => `https://schema.org/${name}`);

export const clinicId = () => absoluteUrl('/#clinic');

/** Data for machines: the typesetter's non-breaking spaces («ул.⍽Туманяна») are ordinary spaces here. */
const plainSpaces = (text: string) => text.replace(/\u00A0/g, ' ');

function postalAddress(address: ClinicAddress): JsonLdObject {
  return {
    '@type': 'PostalAddress',
    streetAddress: plainSpaces(address.street),
    addressLocality: plainSpaces(address.city),
    postalCode: address.postalCode,
    addressCountry: CLINIC_COUNTRY,
  };
}

/** A short reference to the clinic, for `practicesAt` and `publisher`. */
export function clinicReference(address: ClinicAddress): JsonLdObject {
  return { '@type': 'MedicalClinic', '@id': clinicId(), name: SITE.brand, url: absoluteUrl('/'), address: postalAddress(address) };
}

/**
 * The clinic as search engines read it (Google's local business properties: name, address, geo, phone, hours,
 * url, image, logo, sameAs) plus its specialties. Texts the page already says (the description) are left out:
 * the object stands in the HTML and again in the flight data.
 */
export function medicalClinicJsonLd({ locale, address }: { locale: Locale; address: ClinicAddress }): JsonLdObject {
  const { phone, email, instagram, telegram } = CLINIC_CONTACTS;
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': clinicId(),
    name: SITE.brand,
    url: absoluteUrl(localizedPath(locale, '/')),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl('/og-image.png'),
    telephone: phone.e164,
    email: email.display,
    address: postalAddress(address),
    geo: { '@type': 'GeoCoordinates', latitude: CLINIC_GEO.lat, longitude: CLINIC_GEO.lng },
    openingHoursSpecification: OPENING_HOURS.map((entry) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: entry.days.map((day) => DAY_NAMES[day]),
      opens: entry.opens,
      closes: entry.closes,
    })),
    sameAs: [instagram.href, telegram.href],
    medicalSpecialty: specialties(SERVICE_SLUGS),
  };
}

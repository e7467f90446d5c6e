/** What pages and other features read of the doctors on the server (the clinic API through the server instance). */
import 'server-only';

import { notFound } from 'next/navigation';

import { orNotFound } from '@/lib/api/not-found';
import { serverApi } from '@/lib/api/server';
import { DEFAULT_LOCALE, type Locale } from '@/lib/locales';
import { SLUG_PATTERN } from '@/lib/routes';

import * as calls from '../api/calls';
import { HOME_DOCTORS_COUNT } from '../model/listing';

/** Every doctor, or those of one service or the featured ones. */
export function getDoctors(locale: Locale, filter?: calls.DoctorsFilter): Promise<calls.Doctor[]> {
  return calls.getDoctors(serverApi(locale), filter);
}

/** The featured doctors the home page shows. */
export async function getFeaturedDoctors(locale: Locale): Promise<calls.Doctor[]> {
  return (await getDoctors(locale, { featured: true })).slice(0, HOME_DOCTORS_COUNT);
}

/** One doctor for their page: a malformed or unknown slug is the page's 404. */
export function getDoctor(locale: Locale, slug: string): Promise<calls.Doctor> {
  if (!SLUG_PATTERN.test(slug)) notFound();
  return orNotFound(calls.getDoctor(serverApi(locale), slug));
}

/** The slugs of every doctor's page (static params, the sitemap, the slug index). */
export async function getDoctorSlugs(): Promise<string[]> {
  return (await getDoctors(DEFAULT_LOCALE)).map((doctor) => doctor.slug);
}

/** What the demo clinic API does for the gallery and the certificates. */
import type { Locale } from '@/lib/locales';
import type { ContractSample } from '@/mocks/lib/contract-samples';
import { fail, localeOf, ok, originOf } from '@/mocks/lib/http';
import { toImage } from '@/mocks/lib/images';
import { emptyLists, PUBLIC_MAX_AGE } from '@/mocks/lib/listing';
import { texts } from '@/mocks/lib/localized';
import { on } from '@/mocks/lib/route';

import {
  certificateSchema,
  galleryItemSchema,
  getCertificates,
  getGallery,
  getGalleryItem,
  type Certificate,
  type GalleryItem,
} from '../api/calls';
import { CERTIFICATES, type CertificateSeed } from './certificates';
import { GALLERY, GALLERY_CATEGORY_TITLES, type GallerySeed } from './data';

export function presentGalleryItem(item: GallerySeed, locale: Locale, origin: string): GalleryItem {
  return {
    id: item.id,
    ...texts(item, locale, 'title', 'description'),
    category: { slug: item.category, title: GALLERY_CATEGORY_TITLES[item.category][locale] },
    image: toImage(item.image, origin, locale),
    thumbnail: toImage(item.thumbnail, origin, locale),
  };
}

export function presentCertificate(item: CertificateSeed, locale: Locale, origin: string): Certificate {
  return {
    id: item.id,
    ...texts(item, locale, 'title', 'issuer'),
    year: item.year,
    image: toImage(item.image, origin, locale),
  };
}

export const galleryHandlers = [
  on(getGallery, ({ request }) => {
    const locale = localeOf(request);
    const origin = originOf(request);
    return ok(request, { items: (emptyLists() ? [] : GALLERY).map((g) => presentGalleryItem(g, locale, origin)) }, 200, PUBLIC_MAX_AGE);
  }),

  on(getGalleryItem, ({ request, params }) => {
    const item = GALLERY.find((g) => String(g.id) === params.id);
    if (!item) return fail(request, 'not_found');
    return ok(request, presentGalleryItem(item, localeOf(request), originOf(request)), 200, PUBLIC_MAX_AGE);
  }),

  on(getCertificates, ({ request }) => {
    const locale = localeOf(request);
    const origin = originOf(request);
    return ok(request, { items: CERTIFICATES.map((c) => presentCertificate(c, locale, origin)) }, 200, PUBLIC_MAX_AGE);
  }),
];

/** The gallery and the certificates the demo API serves, as the contract describes them. */
export const gallerySamples: ContractSample[] = [
  {
    what: 'gallery item',
    schema: galleryItemSchema,
    records: (locale, origin) => GALLERY.map((item) => presentGalleryItem(item, locale, origin)),
  },
  {
    what: 'certificate',
    schema: certificateSchema,
    records: (locale, origin) => CERTIFICATES.map((item) => presentCertificate(item, locale, origin)),
  },
];

/**
 * The gallery and the clinic's certificates: schemas and calls.
 */
import * as z from 'zod/mini';

import '@/lib/api/zod-setup';

import { contentTags } from '@/lib/api/call';
import { imageSchema } from '@/lib/api/content-schemas';
import { defineCall } from '@/lib/api/define-call';
import { entity } from '@/lib/api/entities';
import { notFound } from '@/lib/api/error-cases';
import { idSchema } from '@/lib/api/schemas';

export const GALLERY_CATEGORIES = ['interior', 'equipment', 'team', 'procedures'] as const;
export const galleryItemSchema = entity(
  'GalleryItem',
  z.object({
    id: idSchema,
    title: z.string().check(z.minLength(1)),
    description: z.string(),
    category: z.object({
      slug: z.enum(GALLERY_CATEGORIES),
      title: z.string().check(z.minLength(1), z.describe('Localized category name')),
    }),
    image: imageSchema,
    thumbnail: imageSchema,
  }),
);
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const certificateSchema = entity(
  'Certificate',
  z.object({
    id: idSchema,
    title: z.string().check(z.minLength(1)),
    issuer: z.string().check(z.minLength(1)),
    year: z.int().check(z.minimum(1990), z.maximum(2100)),
    image: imageSchema,
  }),
);
export type Certificate = z.infer<typeof certificateSchema>;
export const galleryListSchema = z.object({ items: z.array(galleryItemSchema) });
export const certificateListSchema = z.object({ items: z.array(certificateSchema) });

/* ---------- calls ---------- */

export const getGallery = defineCall({
  name: 'getGallery',
  method: 'GET',
  path: '/gallery/',
  summary: 'All gallery items.',
  auth: 'none',
  public: true,
  response: galleryListSchema,
  successStatus: 200,
  errors: [],
  list: 'gallery',
  tags: contentTags('gallery'),
  result: (data) => data.items,
});

export const getGalleryItem = defineCall({
  name: 'getGalleryItem',
  method: 'GET',
  path: '/gallery/{id}/',
  summary: 'One gallery item.',
  auth: 'none',
  public: true,
  response: galleryItemSchema,
  successStatus: 200,
  errors: [notFound],
  tags: contentTags('gallery', 'id'),
  args: (id: number | string) => ({ params: { id } }),
});

export const getCertificates = defineCall({
  name: 'getCertificates',
  method: 'GET',
  path: '/certificates/',
  summary: "The clinic's licences and certificates.",
  auth: 'none',
  public: true,
  response: certificateListSchema,
  successStatus: 200,
  errors: [],
  list: 'certificates',
  tags: contentTags('certificates'),
  result: (data) => data.items,
});

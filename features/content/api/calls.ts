/**
 * Static content pages (privacy policy, terms of use, patient rights): schema and call.
 */
import * as z from 'zod/mini';

import '@/lib/api/zod-setup';

import { contentTags } from '@/lib/api/call';
import { htmlSchema } from '@/lib/api/content-schemas';
import { defineCall } from '@/lib/api/define-call';
import { entity } from '@/lib/api/entities';
import { notFound } from '@/lib/api/error-cases';
import { dateTimeSchema, slugSchema } from '@/lib/api/schemas';

export const staticPageSchema = entity(
  'StaticPage',
  z.object({
    slug: slugSchema,
    title: z.string().check(z.minLength(1)),
    body: htmlSchema,
    updatedAt: dateTimeSchema,
  }),
);
export type StaticPage = z.infer<typeof staticPageSchema>;
export const STATIC_PAGE_SLUGS = ['privacy-policy', 'terms-of-use', 'patient-rights'] as const;

/* ---------- calls ---------- */

export const getStaticPage = defineCall({
  name: 'getStaticPage',
  method: 'GET',
  path: '/pages/{slug}',
  summary: 'A static content page (privacy-policy, terms-of-use, patient-rights).',
  auth: 'none',
  public: true,
  response: staticPageSchema,
  successStatus: 200,
  errors: [notFound],
  tags: contentTags('pages', 'slug'),
  args: (slug: string) => ({ params: { slug } }),
});

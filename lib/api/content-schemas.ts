/**
 * Shared pieces of the public content's calls: HTML, images and pages of a list. Apart from ./schemas.ts so that a
 * page whose scripts parse answers in the browser (the profile) does not carry them.
 */
import * as z from 'zod/mini';

import './zod-setup';

import { entity } from './entities';

/** HTML from the API; render only after it passes the site's sanitizer. */
export const htmlSchema = z.string().check(z.describe('HTML fragment (p, h2, h3, ul, ol, li, strong, em, a); sanitize before rendering'));

export const imageSchema = entity(
  'Image',
  z
    .object({
      url: z.url().check(z.describe('Absolute URL of the image')),
      width: z.int().check(z.positive(), z.describe('Intrinsic width in px')),
      height: z.int().check(z.positive(), z.describe('Intrinsic height in px')),
      alt: z.string().check(z.describe('Localized alternative text')),
    })
    .check(z.describe('An image with its intrinsic size')),
);

export const PAGE_SIZE_MAX = 50;
export const paginationQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1).check(z.describe('1-based page number')),
  pageSize: z
    ._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGE_SIZE_MAX)), 10)
    .check(z.describe(`Items per page, 1..${PAGE_SIZE_MAX}`)),
});

export function paginated<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.int().check(z.minimum(1)),
    pageSize: z.int().check(z.minimum(1)),
    total: z.int().check(z.minimum(0), z.describe('Items across all pages')),
    totalPages: z.int().check(z.minimum(0)),
  });
}

export type Paginated<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };

/** Page and page size of a paginated list call. */
export interface PageParams {
  page?: number;
  pageSize?: number;
}

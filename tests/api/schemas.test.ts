import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { dateSchema, dateTimeSchema } from '@/lib/api/schemas';

const accepts = (schema: z.ZodMiniType, value: string) => z.safeParse(schema, value).success;

describe('the contract’s days and moments', () => {
  it('takes a moment with seconds and an offset or Z, and nothing vaguer', () => {
    expect(accepts(dateTimeSchema, '2026-11-27T14:30:00+04:00')).toBe(true);
    expect(accepts(dateTimeSchema, '2026-11-27T10:30:00.250Z')).toBe(true);
    expect(accepts(dateTimeSchema, '2026-11-27T14:30:00')).toBe(false);
    expect(accepts(dateTimeSchema, '2026-11-27T14:30+04:00')).toBe(false);
    expect(accepts(dateTimeSchema, '2026-11-27 14:30:00+04:00')).toBe(false);
    expect(accepts(dateTimeSchema, '2026-11-27T24:00:00+04:00')).toBe(false);
    expect(accepts(dateTimeSchema, '2026-02-30T10:00:00+04:00')).toBe(false);
  });

  it('takes only days that exist', () => {
    expect(accepts(dateSchema, '2026-11-27')).toBe(true);
    expect(accepts(dateSchema, '2028-02-29')).toBe(true);
    expect(accepts(dateSchema, '2027-02-29')).toBe(false);
    expect(accepts(dateSchema, '2026-04-31')).toBe(false);
    expect(accepts(dateSchema, '2026-11-27T00:00:00Z')).toBe(false);
  });

  it('keeps their formats in the API reference', () => {
    expect(z.toJSONSchema(dateTimeSchema)).toMatchObject({ type: 'string', format: 'date-time' });
    expect(z.toJSONSchema(dateSchema)).toMatchObject({ type: 'string', format: 'date' });
  });
});

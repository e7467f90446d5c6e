/**
 * What the demo clinic presents, beside the schema of the contract it must satisfy: each feature's demo lists its
 * own (`samples` in features/<name>/demo/handlers.ts), and the seed test parses every record in every language.
 */
import type * as z from 'zod/mini';

import type { Locale } from '@/lib/locales';

export interface ContractSample {
  /** What the records are, for a failure message ("news item"). */
  what: string;
  schema: z.core.$ZodType;
  /** The records as the demo API answers them in `locale`, with pictures on `origin`. */
  records: (locale: Locale, origin: string) => readonly unknown[];
}

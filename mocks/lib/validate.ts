/** Validates request bodies and queries with the contract and answers localized field errors. */
import * as z from 'zod/mini';

import type { Locale } from '@/lib/locales';

import { fieldMessage, type FieldMessageKey } from './messages';

export type FieldErrors = Record<string, string[]>;

type Issue = z.core.$ZodIssue;

function messageFor(issue: Issue, field: string, locale: Locale): string {
  const key = ((): [FieldMessageKey, number?] => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null || issue.input === '') return ['required'];
        return issue.expected === 'number' ? ['number'] : ['invalid'];
      case 'too_small':
        if (field === 'rating') return ['rating'];
        if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? ['required'] : ['tooShort', Number(issue.minimum)];
        return ['invalid'];
      case 'too_big':
        if (field === 'rating') return ['rating'];
        return issue.origin === 'string' ? ['tooLong', Number(issue.maximum)] : ['invalid'];
      case 'invalid_format':
        if (field === 'phone') return ['phone'];
        if (field === 'code') return ['code'];
        if (issue.format === 'date') return ['date'];
        return ['invalid'];
      case 'invalid_value':
        if (field === 'consent') return ['consent'];
        if (issue.input === undefined) return ['required'];
        if (field === 'service') return ['service'];
        return ['invalid'];
      default:
        return ['invalid'];
    }
  })();
  return fieldMessage(key[0], locale, key[1]);
}

export function fieldErrorsOf(error: z.core.$ZodError, locale: Locale): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'body';
    (fields[field] ??= []).push(messageFor(issue, field, locale));
  }
  return fields;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors };

export function validate<S extends z.core.$ZodType>(schema: S, input: unknown, locale: Locale): Validated<z.infer<S>> {
  if (input === undefined) return { ok: false, fields: { body: [fieldMessage('body', locale)] } };
  const parsed = z.safeParse(schema, input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fields: fieldErrorsOf(parsed.error, locale) };
}

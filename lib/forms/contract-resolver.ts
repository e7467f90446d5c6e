/**
 * react-hook-form's resolver for a form driven by the API contract: zodResolver over the body the
 * values would make, then the form's own rules. Messages come from the form, in the page's language.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

import type { DescribeIssue, FieldOf, FormContract, FormIssue } from './form-contract';

function toFormIssue(issue: { code?: string; minimum?: unknown; maximum?: unknown; input?: unknown }): FormIssue {
  const limit = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined);
  return { code: issue.code ?? 'custom', minimum: limit(issue.minimum), maximum: limit(issue.maximum), input: issue.input };
}

export function contractResolver<TValues extends FieldValues, TBody>(
  contract: FormContract<TValues, TBody>,
  describe: DescribeIssue<TValues>,
): Resolver<TValues, unknown, TBody> {
  const checkBody = zodResolver(contract.schema as never, {
    error: (issue: { path?: PropertyKey[]; code?: string }) =>
      describe(String(issue.path?.[0] ?? '') as FieldOf<TValues>, toFormIssue(issue)),
  });
  return async (values, context, options) => {
    const result = await checkBody(contract.toBody(values) as never, context, options as never);
    const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) };
    const extra: Partial<Record<FieldOf<TValues>, FormIssue>> = contract.extraIssues?.(values) ?? {};
    for (const field of Object.keys(extra) as FieldOf<TValues>[]) {
      const issue = extra[field];
      if (issue && !errors[field]) errors[field] = { type: issue.code, message: describe(field, issue) };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as never };
    return { values: result.values as TBody, errors: {} };
  };
}

/** What a form needs from the API contract; the feature provides it from a lazily loaded module. */
import type { $ZodType } from 'zod/v4/core';

/** A field name of a form's values. */
export type FieldOf<TValues> = Extract<keyof TValues, string>;

/** One problem with one field: the contract schema's issue (code and limits) or a rule of the form's own. */
export interface FormIssue {
  code: string;
  minimum?: number;
  maximum?: number;
  /** The value the schema saw (after trimming, where the schema trims). */
  input?: unknown;
}

/** Turns an issue of a field into the sentence shown under it, in the page's language. */
export type DescribeIssue<TValues> = (field: FieldOf<TValues>, issue: FormIssue) => string;

export interface FormContract<TValues, TBody, TAnswer = unknown> {
  /** The API's own schema of the request body (features/<name>/api/calls.ts). */
  schema: $ZodType<TBody>;
  /** What would go over the wire for these values; the schema checks it. Field names match the body's. */
  toBody(values: TValues): unknown;
  /** Rules the schema cannot know (a number that really is one, the clinic's today), checked after it. */
  extraIssues?(values: TValues): Partial<Record<FieldOf<TValues>, FormIssue>>;
  /** Sends the body (the values it was made of beside it); resolves with what the form shows, rejects with what the API layer throws. */
  send(body: TBody, values: TValues): Promise<TAnswer>;
}

/**
 * The application form's values, the body they make and their rules beyond the API schema, as
 * message keys of `ApplicationForm.errors`. No React, no zod: the schema arrives with the contract.
 */
import type { FormIssue } from '@/lib/forms/form-contract';
import type { PhoneResult } from '@/lib/phone/types';
import type { ServiceSlug } from '@/lib/routes';

export const APPLICATION_FIELDS = ['name', 'phone', 'service', 'preferredDate', 'message', 'consent'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

export interface ApplicationValues {
  name: string;
  phone: PhoneResult | null;
  service: ServiceSlug | '';
  /** YYYY-MM-DD or "" */
  preferredDate: string;
  message: string;
  consent: boolean;
}

export function emptyApplication(service?: ServiceSlug): ApplicationValues {
  return { name: '', phone: null, service: service ?? '', preferredDate: '', message: '', consent: false };
}

/** A message key of the `ApplicationForm.errors` namespace with its values. */
export interface FieldError {
  key: 'required' | 'nameShort' | 'nameLong' | 'phoneRequired' | 'phoneInvalid' | 'dateInvalid' | 'datePast' | 'messageLong' | 'consentRequired' | 'invalid';
  values?: Record<string, number>;
}

/** What goes over the wire; empty optional fields are left out. */
export function applicationBody(values: ApplicationValues): Record<string, unknown> {
  const message = values.message.trim();
  return {
    name: values.name.trim(),
    phone: values.phone?.e164 ?? values.phone?.input.trim() ?? '',
    ...(values.service ? { service: values.service } : {}),
    ...(values.preferredDate ? { preferredDate: values.preferredDate } : {}),
    ...(message ? { message } : {}),
    consent: values.consent,
  };
}

/** What the schema cannot know: whether the number really is one, and the clinic's today. */
export function applicationExtraIssues(values: ApplicationValues, today: string): Partial<Record<ApplicationField, FormIssue>> {
  const issues: Partial<Record<ApplicationField, FormIssue>> = {};
  if (!values.phone?.input.trim()) issues.phone = { code: 'phoneRequired' };
  else if (!values.phone.valid) issues.phone = { code: 'phoneInvalid' };
  if (values.preferredDate && values.preferredDate < today) issues.preferredDate = { code: 'datePast' };
  return issues;
}

/** The message of an issue of a field, from the schema (`too_small` …) or from the rules above. */
export function applicationIssue(field: ApplicationField, issue: FormIssue): FieldError {
  const text = typeof issue.input === 'string' ? issue.input.trim() : '';
  switch (field) {
    case 'name':
      if (!text) return { key: 'required' };
      if (issue.code === 'too_small') return { key: 'nameShort', values: { min: issue.minimum ?? 0 } };
      if (issue.code === 'too_big') return { key: 'nameLong', values: { max: issue.maximum ?? 0 } };
      return { key: 'invalid' };
    case 'phone':
      if (issue.code === 'phoneRequired' || issue.code === 'phoneInvalid') return { key: issue.code };
      return text ? { key: 'phoneInvalid' } : { key: 'phoneRequired' };
    case 'preferredDate':
      return issue.code === 'datePast' ? { key: 'datePast' } : { key: 'dateInvalid' };
    case 'message':
      return issue.code === 'too_big' ? { key: 'messageLong', values: { max: issue.maximum ?? 0, count: text.length } } : { key: 'invalid' };
    case 'consent':
      return { key: 'consentRequired' };
    default:
      return { key: 'invalid' };
  }
}

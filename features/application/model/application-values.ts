/**
 * The application form's values, the body they make and their rules beyond the API schema, as
 * message keys of `ApplicationForm.errors`. No React, no zod: the schema arrives with the contract.
 */
import type { ContactChannel, TimeOfDay } from '@/features/application/model/choices';
import { type PhoneResult } from '@/features/phone/model';
import type { FormIssue } from '@/lib/forms/form-contract';
import type { Weekday } from '@/lib/i18n/format';
import type { ServiceSlug } from '@/lib/routes';

export const APPLICATION_FIELDS = [
  'name',
  'phone',
  'service',
  'doctor',
  'preferredDays',
  'preferredTime',
  'contactChannel',
  'message',
  'consent',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

export interface ApplicationValues {
  name: string;
  phone: PhoneResult | null;
  service: ServiceSlug | '';
  /** A doctor's slug, or "" for any doctor of the service. */
  doctor: string;
  preferredDays: Weekday[];
  preferredTime: TimeOfDay | '';
  contactChannel: ContactChannel;
  message: string;
  consent: boolean;
}

/** A doctor the form offers: who, and which services they provide. */
export interface BookableDoctor {
  slug: string;
  name: string;
  services: readonly ServiceSlug[];
}

export interface ApplicationPreset {
  service?: ServiceSlug;
  doctor?: string;
}

export function emptyApplication({ service, doctor }: ApplicationPreset = {}): ApplicationValues {
  return {
    name: '',
    phone: null,
    service: service ?? '',
    doctor: service && doctor ? doctor : '',
    preferredDays: [],
    preferredTime: '',
    contactChannel: 'call',
    message: '',
    consent: false,
  };
}

/** The doctors the doctor field lists for a service (none before a service is chosen). */
export function doctorsOf(doctors: readonly BookableDoctor[], service: ServiceSlug | ''): BookableDoctor[] {
  return service ? doctors.filter((doctor) => doctor.services.includes(service)) : [];
}

/** A message key of the `ApplicationForm.errors` namespace with its values. */
export interface FieldError {
  key:
    | 'required'
    | 'serviceRequired'
    | 'nameShort'
    | 'nameLong'
    | 'phoneRequired'
    | 'phoneInvalid'
    | 'doctorInvalid'
    | 'messageLong'
    | 'consentRequired'
    | 'invalid';
  values?: Record<string, number>;
}

/** What goes over the wire; empty optional fields are left out. */
export function applicationBody(values: ApplicationValues): Record<string, unknown> {
  const message = values.message.trim();
  return {
    name: values.name.trim(),
    phone: values.phone?.e164 ?? values.phone?.input.trim() ?? '',
    ...(values.service ? { service: values.service } : {}),
    ...(values.doctor ? { doctor: values.doctor } : {}),
    ...(values.preferredDays.length ? { preferredDays: values.preferredDays } : {}),
    ...(values.preferredTime ? { preferredTime: values.preferredTime } : {}),
    contactChannel: values.contactChannel,
    ...(message ? { message } : {}),
    consent: values.consent,
  };
}

/** What the schema cannot know: whether the number really is one. */
export function applicationExtraIssues(values: ApplicationValues): Partial<Record<ApplicationField, FormIssue>> {
  const issues: Partial<Record<ApplicationField, FormIssue>> = {};
  if (!values.phone?.input.trim()) issues.phone = { code: 'phoneRequired' };
  else if (!values.phone.valid) issues.phone = { code: 'phoneInvalid' };
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
    case 'service':
      return { key: 'serviceRequired' };
    case 'doctor':
      return { key: 'doctorInvalid' };
    case 'message':
      return issue.code === 'too_big'
        ? { key: 'messageLong', values: { max: issue.maximum ?? 0, count: text.length } }
        : { key: 'invalid' };
    case 'consent':
      return { key: 'consentRequired' };
    default:
      return { key: 'invalid' };
  }
}

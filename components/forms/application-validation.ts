/**
 * The application's rules on the client: the API's own schema (same object, so the rules cannot
 * drift), plus what the schema cannot know: whether the phone number really is one, and the
 * clinic's today for the preferred date.
 */
import type { applicationCreateSchema, ApplicationCreate } from '@/lib/api/schemas';
import type { ServiceSlug } from '@/lib/routes';
import type { PhoneResult } from '@/lib/phone/types';

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

/** A message key of the `ApplicationForm.errors` namespace with its values. */
export interface FieldError {
  key: 'required' | 'nameShort' | 'nameLong' | 'phoneRequired' | 'phoneInvalid' | 'dateInvalid' | 'datePast' | 'messageLong' | 'consentRequired' | 'invalid';
  values?: Record<string, number>;
}

export type FieldErrors = Partial<Record<ApplicationField, FieldError>>;

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

function issueError(field: ApplicationField, issue: { code: string; minimum?: unknown; maximum?: unknown }, values: ApplicationValues): FieldError {
  const limit = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : 0);
  switch (field) {
    case 'name':
      if (!values.name.trim()) return { key: 'required' };
      if (issue.code === 'too_small') return { key: 'nameShort', values: { min: limit(issue.minimum) } };
      if (issue.code === 'too_big') return { key: 'nameLong', values: { max: limit(issue.maximum) } };
      return { key: 'invalid' };
    case 'phone':
      return values.phone?.input.trim() ? { key: 'phoneInvalid' } : { key: 'phoneRequired' };
    case 'preferredDate':
      return { key: 'dateInvalid' };
    case 'message':
      return issue.code === 'too_big'
        ? { key: 'messageLong', values: { max: limit(issue.maximum), count: values.message.trim().length } }
        : { key: 'invalid' };
    case 'consent':
      return { key: 'consentRequired' };
    default:
      return { key: 'invalid' };
  }
}

export type ApplicationCheck = { ok: true; body: ApplicationCreate } | { ok: false; errors: FieldErrors };

export function validateApplication(
  values: ApplicationValues,
  schema: typeof applicationCreateSchema,
  today: string,
): ApplicationCheck {
  const errors: FieldErrors = {};
  const parsed = schema.safeParse(applicationBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ApplicationField;
      if ((APPLICATION_FIELDS as readonly string[]).includes(field) && !errors[field]) {
        errors[field] = issueError(field, issue, values);
      }
    }
  }
  if (!errors.phone) {
    if (!values.phone?.input.trim()) errors.phone = { key: 'phoneRequired' };
    else if (!values.phone.valid) errors.phone = { key: 'phoneInvalid' };
  }
  if (!errors.preferredDate && values.preferredDate && values.preferredDate < today) {
    errors.preferredDate = { key: 'datePast' };
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors };
}

/**
 * The application form's contract, loaded when a visitor starts filling the form: the API's schema,
 * the body, the rules beyond the schema and the call (axios, zod and the phone library come with it).
 */
import { getBrowserApi } from '@/lib/api/client';
import { createApplication } from '@/lib/api/endpoints';
import { applicationCreateSchema, type ApplicationCreate } from '@/lib/api/schemas';
import type { Locale } from '@/lib/config';
import type { FormContract } from '@/lib/forms/form-contract';
import { parsePhone } from '@/lib/phone/engine';
import type { PhoneResult } from '@/lib/phone/types';
import { applicationBody, applicationExtraIssues, type ApplicationValues } from './application-values';
import { clinicToday } from './clinic-today';

/** The phone field may not have read an autofilled number yet: read it now. */
function readPhone(phone: PhoneResult | null): PhoneResult | null {
  if (!phone || phone.e164 || !phone.input.trim()) return phone;
  return parsePhone(phone.input, phone.country, { format: 'international' });
}

const withPhoneRead = (values: ApplicationValues): ApplicationValues => ({ ...values, phone: readPhone(values.phone) });

export function applicationContract(locale: Locale): FormContract<ApplicationValues, ApplicationCreate> {
  return {
    schema: applicationCreateSchema,
    toBody: (values) => applicationBody(withPhoneRead(values)),
    extraIssues: (values) => applicationExtraIssues(withPhoneRead(values), clinicToday()),
    send: (body) => createApplication(getBrowserApi(locale), body),
  };
}

/**
 * The application form's contract, loaded when a visitor starts filling the form: the API's schema,
 * the body, the rules beyond the schema and the call (axios, zod and the phone library come with it).
 */
import 'client-only';

import { applicationCreateSchema, createApplication, type ApplicationCreate } from '@/features/application/api/calls';
import { parsePhone, type PhoneResult } from '@/features/phone/model';
import { getBrowserApi } from '@/lib/api/client';
import type { FormContract } from '@/lib/forms/form-contract';
import type { Locale } from '@/lib/locales';

import { applicationBody, applicationExtraIssues, type ApplicationValues } from '../model/application-values';
import { idempotencyKeyFor, rememberSent, type SentApplication } from './sent-store';

/** The phone field may not have read an autofilled number yet: read it now. */
function readPhone(phone: PhoneResult | null): PhoneResult | null {
  if (!phone || phone.e164 || !phone.input.trim()) return phone;
  return parsePhone(phone.input, phone.country, { format: 'international' });
}

const withPhoneRead = (values: ApplicationValues): ApplicationValues => ({ ...values, phone: readPhone(values.phone) });

/** `scope` names the form on its page: what it remembers for a reload is kept under it. */
export function applicationContract(locale: Locale, scope: string): FormContract<ApplicationValues, ApplicationCreate, SentApplication> {
  return {
    schema: applicationCreateSchema,
    toBody: (values) => applicationBody(withPhoneRead(values)),
    extraIssues: (values) => applicationExtraIssues(withPhoneRead(values)),
    send: async (body, values) => {
      const created = await createApplication(getBrowserApi(locale), body, idempotencyKeyFor(scope, body, values));
      const sent = {
        reference: created.reference,
        name: body.name,
        phone: readPhone(values.phone)?.formatted || body.phone,
        channel: body.contactChannel,
      };
      rememberSent(scope, sent);
      return sent;
    },
  };
}

/**
 * The API layer (axios, zod, the contract) reaches the page only when a visitor starts filling the
 * form, not with the page itself.
 */
import type { ApplicationCreate, ApplicationCreated } from '@/lib/api/schemas';
import type { Locale } from '@/lib/config';

async function load() {
  const [client, endpoints, errors, schemas] = await Promise.all([
    import('@/lib/api/client'),
    import('@/lib/api/endpoints'),
    import('@/lib/api/errors'),
    import('@/lib/api/schemas'),
  ]);
  return {
    schema: schemas.applicationCreateSchema,
    limits: { nameMax: schemas.APPLICATION_NAME_MAX, messageMax: schemas.APPLICATION_MESSAGE_MAX },
    send: (locale: Locale, body: ApplicationCreate): Promise<ApplicationCreated> =>
      endpoints.createApplication(client.getBrowserApi(locale), body),
    toApiError: errors.toApiError,
    messageKey: errors.apiErrorMessageKey,
  };
}

export type ApplicationApi = Awaited<ReturnType<typeof load>>;

let loading: Promise<ApplicationApi> | null = null;

export function loadApplicationApi(): Promise<ApplicationApi> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

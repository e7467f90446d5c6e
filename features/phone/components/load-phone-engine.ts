/**
 * The phone engine (libphonenumber-js with its metadata, about 56 kB gzipped) is fetched on demand,
 * once per page, so pages ship only the light part of the phone field.
 */
export type PhoneEngine = typeof import('@/features/phone/model/engine');

let engine: PhoneEngine | null = null;
let loading: Promise<PhoneEngine> | null = null;

export function loadedPhoneEngine(): PhoneEngine | null {
  return engine;
}

export function loadPhoneEngine(): Promise<PhoneEngine> {
  loading ??= import('@/features/phone/model/engine').then(
    (module) => (engine = module),
    (error: unknown) => {
      loading = null; // a failed chunk may load on the next attempt
      throw error;
    },
  );
  return loading;
}

import { applicationCreateSchema } from '@/lib/api/contract';

/** The limits the form tells the visitor about, read from the contract on the server (the page ships no zod). */
export function applicationLimits() {
  return { messageMax: applicationCreateSchema.shape.message.unwrap().maxLength ?? 0 };
}

export type ApplicationLimits = ReturnType<typeof applicationLimits>;

/**
 * Server-side loading of a page section from the clinic API. A failure is logged and becomes a value,
 * so the page still renders (the section shows a "temporarily unavailable" note instead of crashing).
 */
import { isApiError } from '@/lib/api/errors';

export type Loaded<T> = { ok: true; data: T } | { ok: false };

export async function loadSection<T>(label: string, promise: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    const kind = isApiError(error) ? `${error.kind}${error.status ? ` ${error.status}` : ''}` : String(error);
    console.error(`[content] ${label} unavailable: ${kind}`);
    return { ok: false };
  }
}

/** For generateStaticParams: the API down at build time means "render on demand", not a failed build. */
export async function paramsOrNone<T>(label: string, promise: Promise<T[]>): Promise<T[]> {
  const loaded = await loadSection(label, promise);
  return loaded.ok ? loaded.data : [];
}

import { clientEnv } from '@/lib/env/client';

/** The build this page was rendered by (inlined at build time). */
export const CURRENT_BUILD_ID = clientEnv().NEXT_PUBLIC_BUILD_ID;
export const BUILD_ID_PATH = '/build-id';

/** Asks the server which build it serves now; null when it cannot tell (offline, error). */
export async function fetchDeployedBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(BUILD_ID_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null;
  }
}

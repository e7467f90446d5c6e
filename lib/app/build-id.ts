import { DEFAULT_BUILD_ID } from '@/lib/env/defaults.mjs';

/**
 * The build this page was rendered by (inlined at build time). Read by its literal name rather than through
 * clientEnv(), which would put every variable's rule into the JavaScript of every page for this one text.
 */
export const CURRENT_BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID || DEFAULT_BUILD_ID;
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

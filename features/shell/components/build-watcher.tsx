'use client';

import { useEffect } from 'react';

import { CURRENT_BUILD_ID, fetchDeployedBuildId } from '@/lib/app/build-id';
import { isChunkLoadError, shouldReloadForChunkError } from '@/lib/app/chunk-reload';
import { announceNavigationFailure, onNavigationStart } from '@/lib/app/navigation-events';

/** How often the browser asks whether a newer build has been deployed. */
const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/**
 * Keeps an open tab in step with deployments: polls the build id; once a newer build is live, the next
 * navigation of any kind (a link, a navigation in code, back/forward) becomes a full page load. A chunk
 * that fails to load (removed by a deployment) fails the navigation and reloads the page, at most once
 * per 10 seconds for the same path.
 */
export default function BuildWatcher() {
  useEffect(() => {
    let outdated = false;
    const check = async () => {
      if (document.visibilityState !== 'visible' || outdated) return;
      const deployed = await fetchDeployedBuildId();
      if (deployed && deployed !== CURRENT_BUILD_ID) outdated = true;
    };
    const timer = window.setInterval(check, BUILD_POLL_INTERVAL_MS);

    const offStart = onNavigationStart((target) => {
      if (!outdated) return;
      window.location.assign(target.href);
      return 'full-load';
    });
    // Back/forward has already changed the address: load it from the new build.
    const onPopState = () => {
      if (outdated) window.location.reload();
    };
    window.addEventListener('popstate', onPopState);

    const reloadOnChunkError = (error: unknown) => {
      if (!isChunkLoadError(error)) return;
      announceNavigationFailure();
      if (shouldReloadForChunkError(location.pathname, sessionStorage)) window.location.reload();
    };
    const onError = (event: ErrorEvent) => reloadOnChunkError(event.error);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);

    return () => {
      window.clearInterval(timer);
      offStart();
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}

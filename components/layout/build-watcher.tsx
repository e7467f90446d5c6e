'use client';

import { useEffect } from 'react';
import { BUILD_POLL_INTERVAL_MS } from '@/lib/config';
import { CURRENT_BUILD_ID, fetchDeployedBuildId } from '@/lib/app/build-id';
import { isChunkLoadError, shouldReloadForChunkError } from '@/lib/app/chunk-reload';

/**
 * Keeps an open tab in step with deployments: polls the build id; once a newer build is live, the next
 * link navigation becomes a full page load. A chunk that fails to load (removed by a deployment)
 * reloads the page, at most once per 10 seconds for the same path.
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

    const onClick = (event: MouseEvent) => {
      if (!outdated || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.origin !== location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(anchor.href);
    };
    document.addEventListener('click', onClick, true);

    const reloadOnChunkError = (error: unknown) => {
      if (isChunkLoadError(error) && shouldReloadForChunkError(location.pathname, sessionStorage)) {
        window.location.reload();
      }
    };
    const onError = (event: ErrorEvent) => reloadOnChunkError(event.error);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);

    return () => {
      window.clearInterval(timer);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}

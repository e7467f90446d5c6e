'use client';

import { useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import NProgress from 'nprogress';
import { LOADING_BAR } from '@/lib/config';

const TICK_MS = 100;
/** Largest value the bar reaches before the navigation finishes. */
const MAX_PENDING_PROGRESS = 0.95;

NProgress.configure({ showSpinner: false, trickle: false, minimum: 0.08, speed: LOADING_BAR.resetDelayMs });

let startTimer: number | undefined;
let tickTimer: number | undefined;

function start() {
  const startedAt = Date.now();
  NProgress.start();
  window.clearInterval(tickTimer);
  // The bar fills over `durationMs`, as the spec's loading indicator does, and waits near the end.
  tickTimer = window.setInterval(() => {
    NProgress.set(Math.min(MAX_PENDING_PROGRESS, (Date.now() - startedAt) / LOADING_BAR.durationMs));
  }, TICK_MS);
}

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.origin !== location.origin) return false;
  const next = new URL(anchor.href);
  return next.pathname !== location.pathname || next.search !== location.search;
}

/**
 * The page-loading bar (spec: 3 px, #00aeef, duration 2000 ms, throttle 200 ms, hide 500 ms, reset 400 ms).
 * It appears only when a navigation takes longer than the throttle, and finishes once the new route rendered.
 */
export default function NavigationProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isInternalNavigation(event)) return;
      window.clearTimeout(startTimer);
      startTimer = window.setTimeout(start, LOADING_BAR.throttleMs);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    window.clearTimeout(startTimer);
    window.clearInterval(tickTimer);
    if (!NProgress.isStarted()) return;
    NProgress.set(1);
    const hide = window.setTimeout(() => NProgress.remove(), LOADING_BAR.hideDelayMs);
    return () => window.clearTimeout(hide);
  }, [pathname, searchParams]);

  return null;
}

'use client';

import { useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import type { NProgress as NProgressApi } from 'nprogress';
import { LOADING_BAR } from '@/lib/config';

const TICK_MS = 100;
/** Largest value the bar reaches before the navigation finishes. */
const MAX_PENDING_PROGRESS = 0.95;

let bar: Promise<NProgressApi> | null = null;
/** nprogress loads with the first navigation, inside the throttle window, not with the page. */
function loadBar(): Promise<NProgressApi> {
  bar ??= import('nprogress').then(({ default: nprogress }) =>
    nprogress.configure({ showSpinner: false, trickle: false, minimum: 0.08, speed: LOADING_BAR.resetDelayMs }),
  );
  return bar;
}

let navigation = 0;
let startTimer: number | undefined;
let tickTimer: number | undefined;
let shown: NProgressApi | null = null;

function begin() {
  const current = ++navigation;
  window.clearTimeout(startTimer);
  void loadBar();
  startTimer = window.setTimeout(async () => {
    const nprogress = await loadBar();
    if (current !== navigation) return; // finished within the throttle: show nothing
    const startedAt = Date.now();
    shown = nprogress.start();
    window.clearInterval(tickTimer);
    // The bar fills over `durationMs`, as the spec's loading indicator does, and waits near the end.
    tickTimer = window.setInterval(() => {
      nprogress.set(Math.min(MAX_PENDING_PROGRESS, (Date.now() - startedAt) / LOADING_BAR.durationMs));
    }, TICK_MS);
  }, LOADING_BAR.throttleMs);
}

function finish() {
  navigation += 1;
  window.clearTimeout(startTimer);
  window.clearInterval(tickTimer);
  const nprogress = shown;
  if (!nprogress) return;
  shown = null;
  nprogress.set(1);
  window.setTimeout(() => nprogress.remove(), LOADING_BAR.hideDelayMs);
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
      if (isInternalNavigation(event)) begin();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(finish, [pathname, searchParams]);

  return null;
}

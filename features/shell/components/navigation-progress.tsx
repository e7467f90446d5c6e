'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { NProgress as NProgressApi } from 'nprogress';
import { useEffect } from 'react';

import { onNavigationFailure, onNavigationStart } from '@/lib/app/navigation-events';

const LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  color: '#00aeef',
} as const;

const TICK_MS = 100;
/** Largest value the bar reaches before the navigation finishes. */
const MAX_PENDING_PROGRESS = 0.95;

let bar: Promise<NProgressApi> | null = null;
/** nprogress loads with the first navigation, inside the throttle window, not with the page. */
function loadBar(): Promise<NProgressApi> {
  bar ??= import('nprogress').then(({ default: nprogress }) =>
    nprogress.configure({
      showSpinner: false,
      trickle: false,
      minimum: 0.08,
      speed: LOADING_BAR.resetDelayMs,
      // nprogress's own template carries role="bar", which is no ARIA role; the bar is decoration.
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    }),
  );
  return bar;
}

let navigation = 0;
let pending = false;
/** The address the last finished navigation rendered (back/forward to the same state is no navigation). */
let settled = '';
let startTimer: number | undefined;
let tickTimer: number | undefined;
let shown: NProgressApi | null = null;

function show(nprogress: NProgressApi, state: 'loading' | 'error') {
  shown = nprogress.start();
  document.getElementById('nprogress')?.setAttribute('data-state', state);
}

function begin() {
  const current = ++navigation;
  pending = true;
  window.clearTimeout(startTimer);
  void loadBar();
  startTimer = window.setTimeout(async () => {
    const nprogress = await loadBar();
    if (current !== navigation) return; // finished within the throttle: show nothing
    const startedAt = Date.now();
    show(nprogress, 'loading');
    window.clearInterval(tickTimer);
    // The bar fills over `durationMs`, as the spec's loading indicator does, and waits near the end.
    tickTimer = window.setInterval(() => {
      nprogress.set(Math.min(MAX_PENDING_PROGRESS, (Date.now() - startedAt) / LOADING_BAR.durationMs));
    }, TICK_MS);
  }, LOADING_BAR.throttleMs);
}

/** Finished (or failed): the bar completes in its state's colour, then hides and resets. */
async function end(state: 'finished' | 'error') {
  const failedEarly = state === 'error' && pending && !shown;
  navigation += 1;
  pending = false;
  window.clearTimeout(startTimer);
  window.clearInterval(tickTimer);
  // A navigation that fails within the throttle still shows that it failed.
  if (failedEarly) show(await loadBar(), 'error');
  const nprogress = shown;
  if (!nprogress) return;
  shown = null;
  document.getElementById('nprogress')?.setAttribute('data-state', state);
  nprogress.set(1);
  window.setTimeout(() => nprogress.remove(), LOADING_BAR.hideDelayMs);
}

const sameDocumentState = (target: URL) => target.pathname === location.pathname && target.search === location.search;

/**
 * The page-loading bar (spec: 3 px, #00aeef, duration 2000 ms, throttle 200 ms, hide 500 ms, reset 400 ms)
 * for every client-side navigation: links, code, back/forward. It appears only when a navigation takes
 * longer than the throttle, finishes once the new route rendered, and turns to its error state and
 * hides when the navigation fails (an error boundary or a chunk that cannot load).
 */
export default function NavigationProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    const offStart = onNavigationStart((target) => {
      if (target.origin === location.origin && !sameDocumentState(target)) begin();
    });
    const offFailure = onNavigationFailure(() => void end('error'));
    // Back/forward: the address has already changed; the route renders next.
    const onPopState = () => {
      if (location.pathname + location.search !== settled) begin();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      offStart();
      offFailure();
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    settled = location.pathname + location.search;
    void end('finished');
  }, [pathname, searchParams]);

  return null;
}

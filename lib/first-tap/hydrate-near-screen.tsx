'use client';

import { Suspense, use, useId, type ReactNode } from 'react';

import styles from './hydrate-near-screen.module.css';
import { handledByReact, NEAR_SCREEN_ATTRIBUTE } from './hydration-signs';

/** How far beyond the screen a part starts to hydrate: half a screen ahead of a visitor who scrolls. */
const NEAR_SCREEN_MARGIN = '50% 0px';
/** A visitor who reaches into the part some other way (a tap, or Tab) hydrates it at once. */
const REACHED_BY = ['pointerdown', 'focusin'] as const;

const waits = new WeakMap<Element, Promise<void>>();

function untilNear(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reached(), {
      rootMargin: NEAR_SCREEN_MARGIN,
    });
    // Heard on the document: React stops an event aimed at a part it cannot hydrate yet before it reaches the part.
    const reachedInto = (event: Event) => event.target instanceof Node && element.contains(event.target) && reached();
    function reached() {
      observer.disconnect();
      for (const type of REACHED_BY) document.removeEventListener(type, reachedInto, true);
      resolve();
    }
    // The element itself has no box (display: contents): what it holds is what comes near.
    for (const child of element.children) observer.observe(child);
    for (const type of REACHED_BY) document.addEventListener(type, reachedInto, true);
  });
}

function Gate({ children }: { children: ReactNode }) {
  const id = useId();
  // Only while hydrating the server's HTML: rendered in the browser (a client navigation), the part is needed now.
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (element && !handledByReact(element)) {
    let wait = waits.get(element);
    if (!wait) waits.set(element, (wait = untilNear(element)));
    // React keeps the server's HTML of a boundary that suspends while hydrating, and hydrates it on resolve.
    use(wait);
  }
  return (
    <div id={id} className={styles.part} {...{ [NEAR_SCREEN_ATTRIBUTE]: '' }}>
      {children}
    </div>
  );
}

/**
 * A part of a page below its first screen (the request form, the review form) that React hydrates only once the
 * visitor comes near it: until then its server HTML is on screen, and loading the page costs none of its work.
 * What the visitor does in it before then (a tap, typing, a submit) is captured by the head's script and
 * replayed once it has hydrated (lib/first-tap/replay.ts); reaching into it hydrates it at once.
 */
export default function HydrateNearScreen({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

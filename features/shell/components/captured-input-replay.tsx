'use client';

import { useEffect } from 'react';

import { replayCapturedInput } from '@/lib/first-tap/replay';

/**
 * Hands React what the visitor did before the page was interactive: its effect runs once the page's root has
 * hydrated, so every handler is in place.
 */
export default function CapturedInputReplay() {
  useEffect(() => {
    void replayCapturedInput();
  }, []);
  return null;
}

'use client';

import { useEffect } from 'react';

/** Keeps --app-height equal to the window's inner height (mobile browser bars change it). */
export default function AppHeight() {
  useEffect(() => {
    const update = () => document.documentElement.style.setProperty('--app-height', `${window.innerHeight}px`);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return null;
}

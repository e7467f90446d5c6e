import 'client-only';

import { useCallback, useEffect, useState, type RefObject } from 'react';

import { loadedPhoneEngine, loadPhoneEngine, type PhoneEngine } from '../components/load-phone-engine';

/**
 * The phone library, loaded when the field is about to be used: once it comes near the viewport (or at
 * once where that cannot be observed), or when `requestEngine` is called (focus, pointer). Until then the
 * field is a plain working tel input. `onLoaded` runs once the library is there.
 */
export function usePhoneEngine(root: RefObject<HTMLElement | null>, onLoaded: (engine: PhoneEngine) => void) {
  const [engine, setEngine] = useState<PhoneEngine | null>(loadedPhoneEngine);

  const requestEngine = useCallback(() => {
    if (engine) return;
    loadPhoneEngine().then(
      (loaded) => {
        setEngine(loaded);
        onLoaded(loaded);
      },
      (error: unknown) => console.warn('Phone field: the phone library failed to load', error),
    );
  }, [engine, onLoaded]);

  useEffect(() => {
    if (engine || !root.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      requestEngine();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          requestEngine();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(root.current);
    return () => observer.disconnect();
  }, [engine, requestEngine, root]);

  return { engine, requestEngine };
}

import 'client-only';

import { useCallback, useEffect, useRef } from 'react';

import { PHONE_TYPEAHEAD_RESET_MS } from '@/features/phone/model/limits';

/** A printable character without a modifier (Shift is fine): what type-to-find listens to. */
export function isPrintableKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return [...event.key].length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Collects typed characters; the collected text starts over 700 ms after the last one. */
export function useTypeahead(resetMs = PHONE_TYPEAHEAD_RESET_MS) {
  const typed = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    typed.current = '';
  }, []);

  const add = useCallback(
    (character: string) => {
      clearTimeout(timer.current);
      typed.current += character;
      timer.current = setTimeout(() => {
        typed.current = '';
      }, resetMs);
      return typed.current;
    },
    [resetMs],
  );

  const isTyping = useCallback(() => typed.current !== '', []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { add, reset, isTyping };
}

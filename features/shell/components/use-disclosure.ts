import 'client-only';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';

/**
 * The state of a header disclosure (menu button + panel): open only on the page where it was opened,
 * so following a link closes it without an effect; Escape closes it and returns focus to its button (unless it
 * is meant for a dialog above the page).
 * With `rootRef`, a pointer press outside that element closes it too. `buttonProps` go on its button as they are.
 */
export function useDisclosure(rootRef?: RefObject<HTMLElement | null>) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggle = () => setOpenOn(open ? null : pathname);
  const close = () => setOpenOn(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef?.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape inside a dialog opened from the panel (sign-in) closes that dialog only: the panel stays, with
      // the control that opened it, where the dialog gives focus back.
      if (event.key === 'Escape' && !(event.target instanceof Element && event.target.closest('dialog[open]'))) {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    if (rootRef) document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, rootRef]);

  const buttonProps = { ref: buttonRef, type: 'button', 'aria-expanded': open, 'aria-controls': id, onClick: toggle } as const;
  return { id, open, close, buttonProps };
}

/**
 * Whether this system draws flag emoji as pictures. Phones and Macs do; many Windows and Linux desktops have no colour
 * emoji font with flags, and draw each flag as two letters or two empty boxes, after asking every installed font for
 * the glyph (slow for a list of 240 flags). There the country list shows the country's two letters instead.
 */
import 'client-only';

import { useSyncExternalStore } from 'react';

import { afterNextPaint } from '@/lib/app/after-next-paint';

/** The flag's font stack in country-select.module.css. */
const EMOJI_FONTS = '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif';
/** Armenia's flag: red, blue and orange where a colour font draws it. */
const SAMPLE_FLAG = '\u{1F1E6}\u{1F1F2}';
const CANVAS_PX = 16;
/** How far apart two colour channels of one pixel are in a drawn picture, not in black text or noise. */
const COLOUR_SPREAD = 48;

/** Unknown until the visitor's first tap or key has been answered: the canvas and the font search take a while. */
let drawsFlags: boolean | undefined;
let detectionScheduled = false;
const listeners = new Set<() => void>();

/**
 * Draws one flag in black on a canvas: a colour emoji font paints coloured pixels, a system without one paints black
 * letters or boxes. Where the canvas cannot tell (no OffscreenCanvas, its pixels unreadable), the emoji stay.
 */
function systemDrawsFlagEmoji(): boolean {
  if (typeof OffscreenCanvas !== 'function') return true;
  try {
    const context = new OffscreenCanvas(CANVAS_PX, CANVAS_PX).getContext('2d', { willReadFrequently: true });
    if (!context) return true;
    context.font = `${CANVAS_PX - 4}px ${EMOJI_FONTS}`;
    context.textBaseline = 'top';
    context.fillStyle = '#000';
    context.fillText(SAMPLE_FLAG, 0, 0);
    const { data } = context.getImageData(0, 0, CANVAS_PX, CANVAS_PX);
    for (let i = 0; i < data.length; i += 4) {
      const [red, green, blue] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (Math.max(red, green, blue) - Math.min(red, green, blue) > COLOUR_SPREAD) return true;
    }
    return false;
  } catch {
    // A canvas the browser refuses to read: keep the emoji.
    return true;
  }
}

/** The end of a tap or a key press. */
const FIRST_INPUT = ['pointerup', 'keyup'] as const;

/**
 * The fonts are asked once per page, when the browser is idle after the visitor's first tap or key press has been
 * painted: not while the page hydrates or a first tap waits for it, which is when taps come.
 */
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (!detectionScheduled) {
    detectionScheduled = true;
    const detect = () => {
      drawsFlags = systemDrawsFlagEmoji();
      if (!drawsFlags) for (const listener of listeners) listener();
    };
    const afterFirstInput = () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, afterFirstInput, true);
      void afterNextPaint().then(() =>
        typeof requestIdleCallback === 'function' ? requestIdleCallback(detect, { timeout: 1000 }) : detect(),
      );
    };
    for (const type of FIRST_INPUT) document.addEventListener(type, afterFirstInput, true);
  }
  return () => listeners.delete(onChange);
}

/**
 * True where flag emoji are drawn as pictures. The server and the browser say true until the browser has asked its
 * fonts (the page is the same for every visitor); a field renders again if not.
 */
export function useFlagEmoji(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => drawsFlags ?? true,
    () => true,
  );
}

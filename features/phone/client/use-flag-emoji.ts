/**
 * Whether this system draws flag emoji as pictures. Phones and Macs do; many Windows and Linux desktops have no colour
 * emoji font with flags, and draw each flag as two letters or two empty boxes, after asking every installed font for
 * the glyph (slow for a list of 240 flags). There the country list shows the country's two letters instead.
 */
import 'client-only';

import { useSyncExternalStore } from 'react';

/** The flag's font stack in country-select.module.css. */
const EMOJI_FONTS = '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif';
/** Armenia's flag: red, blue and orange where a colour font draws it. */
const SAMPLE_FLAG = '\u{1F1E6}\u{1F1F2}';
const CANVAS_PX = 16;
/** How far apart two colour channels of one pixel are in a drawn picture, not in black text or noise. */
const COLOUR_SPREAD = 48;

let drawsFlags: boolean | undefined;

/**
 * Draws one flag in black on a canvas: a colour emoji font paints coloured pixels, a system without one paints black
 * letters or boxes. Where the canvas cannot tell (no OffscreenCanvas, its pixels unreadable), the emoji stay.
 */
function systemDrawsFlagEmoji(): boolean {
  if (drawsFlags !== undefined) return drawsFlags;
  drawsFlags = true;
  if (typeof OffscreenCanvas !== 'function') return drawsFlags;
  try {
    const context = new OffscreenCanvas(CANVAS_PX, CANVAS_PX).getContext('2d', { willReadFrequently: true });
    if (!context) return drawsFlags;
    context.font = `${CANVAS_PX - 4}px ${EMOJI_FONTS}`;
    context.textBaseline = 'top';
    context.fillStyle = '#000';
    context.fillText(SAMPLE_FLAG, 0, 0);
    const { data } = context.getImageData(0, 0, CANVAS_PX, CANVAS_PX);
    let coloured = false;
    for (let i = 0; i < data.length && !coloured; i += 4) {
      const [red, green, blue] = [data[i]!, data[i + 1]!, data[i + 2]!];
      coloured = Math.max(red, green, blue) - Math.min(red, green, blue) > COLOUR_SPREAD;
    }
    drawsFlags = coloured;
  } catch {
    // A canvas the browser refuses to read: keep the emoji.
  }
  return drawsFlags;
}

const neverChanges = () => () => {};

/**
 * True where flag emoji are drawn as pictures. The server and the first render in the browser say true (the page is
 * the same for every visitor); the browser asks its fonts once, after hydration, and renders again if not.
 */
export function useFlagEmoji(): boolean {
  return useSyncExternalStore(neverChanges, systemDrawsFlagEmoji, () => true);
}

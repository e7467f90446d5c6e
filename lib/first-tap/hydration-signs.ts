/**
 * How a page tells which of its parts React has taken over (here, in the replay and in the browser tests).
 *
 * React attaches an element's props under `__reactProps$…` (the key its own tools read) as it hydrates the
 * element; it keeps no public flag for that. The head's script (document-script.ts) reads the same sign.
 */
export const handledByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** On the element around a part that hydrates only once the visitor comes near it (hydrate-near-screen.tsx). */
export const NEAR_SCREEN_ATTRIBUTE = 'data-hydrates-near-screen';

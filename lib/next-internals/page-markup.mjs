/**
 * The markup of a page as Next 16 and its React write it, which the cache handlers rewrite (lib/cache/after-first-paint.mjs)
 * and hash for the page's Content-Security-Policy (lib/cache/page-policy.mjs). None of it is a documented format:
 * e2e/next-markup.spec.ts checks every pattern against the pages of a real build, so an upgrade that writes them
 * differently fails there, by name, instead of shipping pages whose scripts load before the first paint.
 */
/** A per-request page's tags carry ` nonce="…"` (in either place for the scripts). */
export const NONCE = '(?: nonce="[^"]*")?';

/** Every chunk of a page: `<script src="/_next/static/…js" async=""></script>` (the source is the first group). */
export const ASYNC_CHUNK = new RegExp(`<script src="(/_next/static/[^"]+\\.js)"(?: async=""${NONCE}|${NONCE} async="")></script>`, 'g');

/** The low-priority preload Next adds for some chunks. */
export const CHUNK_PRELOAD = new RegExp(
  `<link rel="preload" as="script" fetchPriority="low"${NONCE} href="/_next/static/[^"]+\\.js"/>`,
  'g',
);

/** Every stylesheet: `<link rel="stylesheet" href="/_next/static/…css" data-precedence="…"/>` (href, precedence). */
export const STYLESHEET = new RegExp(`<link rel="stylesheet" href="(/_next/static/[^"]+\\.css)"${NONCE} data-precedence="([^"]+)"/>`, 'g');

/**
 * React's preload of a stylesheet the page may need later (the flight data's `:HL` hint, e.g. for the not-found
 * screen's styles): `<link rel="preload" href="/_next/static/…css" as="style"/>`. The flight data hints it again
 * when the page's scripts run.
 */
export const STYLE_PRELOAD = new RegExp(`<link rel="preload" href="/_next/static/[^"]+\\.css" as="style"${NONCE}/>`, 'g');

/** Next's inline calls whose one argument is data: the flight data and Turbopack's chunk list. */
export const DATA_CALLS = [
  'self.__next_f.push(',
  '(self.__next_f=self.__next_f||[]).push(',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
];

/**
 * A Suspense boundary React's server renderer finished but wrote out of place ("outlined"): an empty placeholder
 * where it belongs, its HTML later in a hidden `<div>`, and an instruction that moves it in. React outlines any
 * boundary of more than 500 bytes once the document has passed its progressive chunk size (12.8 kB), to show
 * the page before the rest has streamed; a stored page has streamed whole. Only a boundary without a fallback is
 * matched here (`<Suspense>` around a part that hydrates later).
 */
export const outlinedBoundary = {
  /** @param {string} id */
  placeholder: (id) => `<!--$?--><template id="B:${id}"></template><!--/$-->`,
  /** @param {string} content */
  inline: (content) => `<!--$-->${content}<!--/$-->`,
  /** @param {string} id */
  segmentStart: (id) => `<div hidden id="S:${id}">`,
  /** The instruction that completes boundary B:n with segment S:n (the ids are the groups). */
  COMPLETE: /\$RC\("B:(\d+)","S:(\d+)"\);?/g,
  /** The script that notes the first frame, for React's pacing of the moves; nothing else reads it. */
  REVEAL_CLOCK: '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>',
  /** A call of any of React's streaming instructions. */
  ANY_INSTRUCTION: /\$R[A-Z]\(/,
};

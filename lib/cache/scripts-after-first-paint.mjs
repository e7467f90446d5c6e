/**
 * A stored page's framework scripts, requested after its first paint instead of from the head.
 *
 * Next writes every chunk of a page as `<script src async>` in the head (and a low-priority preload for some),
 * with no setting to defer them, so the browser fetches all of them beside the stylesheets and fonts the first
 * paint needs. On a slow connection they share its bandwidth; measured (reports/perf-analysis.md), the page paints
 * only once they have arrived. Here they become one small inline script at the end of the body that adds them
 * once the page has painted: hydration starts a frame later, the first paint waits for nothing but the document,
 * its stylesheets and fonts.
 *
 * Applied by the cache handlers to every app page they store and serve (stored-page.mjs); idempotent.
 */

const ASYNC_CHUNK = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+\.js"\/>/g;
/** Marks the loader, so its sources can be read back (deferredScriptSources) and a page is never done twice. */
export const LOADER_ID = 'scripts-after-first-paint';

/**
 * Adds the scripts once the browser reports the page's first paint (a `paint` performance entry, delivered after
 * the frame is on screen), or after the first frame where paint timing is missing. A hidden page never paints, so
 * it adds them at once, and so does a page hidden before it painted.
 */
function loader(sources) {
  return (
    `<script id="${LOADER_ID}">(function(sources){` +
    'var added=false;' +
    'function add(){if(added)return;added=true;sources.forEach(function(src){var script=document.createElement("script");script.src=src;script.async=true;document.head.appendChild(script)})}' +
    'if(document.visibilityState==="hidden")return add();' +
    'document.addEventListener("visibilitychange",add);' +
    'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];' +
    'if(types.indexOf("paint")>=0)new PerformanceObserver(function(list,observer){observer.disconnect();add()}).observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(function(){setTimeout(add)})' +
    `})(${JSON.stringify(sources)})</script>`
  );
}

const STORED_LOADER = new RegExp(`<script id="${LOADER_ID}">[^<]*</script>`);
/** The list a stored loader ends with: `…})(["/_next/static/…js", …])</script>`. */
const STORED_SOURCES = new RegExp(`<script id="${LOADER_ID}">[^<]*\\}\\)\\((\\[[^\\]]*\\])\\)</script>`);

/**
 * The page's HTML with its chunk scripts loaded after the first paint; the same string when there is nothing to
 * move. A page stored with another version of the loader gets this one.
 */
export function scriptsAfterFirstPaint(html) {
  const stored = STORED_LOADER.exec(html)?.[0];
  if (stored) {
    const current = loader(deferredScriptSources(html));
    return stored === current ? html : html.replace(stored, () => current);
  }
  if (!html.includes('</body>')) return html;
  const sources = [];
  const moved = html.replace(ASYNC_CHUNK, (_, src) => (sources.push(src), '')).replace(CHUNK_PRELOAD, '');
  if (sources.length === 0) return html;
  const end = moved.lastIndexOf('</body>');
  return `${moved.slice(0, end)}${loader(sources)}${moved.slice(end)}`;
}

/** The script sources a page's loader adds after the first paint (for the JavaScript budget check). */
export function deferredScriptSources(html) {
  const match = STORED_SOURCES.exec(html);
  return match ? JSON.parse(match[1]) : [];
}

/** A cache entry of an app page with its scripts after the first paint; any other entry as it is. */
export function withScriptsAfterFirstPaint(data) {
  if (!data || data.kind !== 'APP_PAGE' || data.html == null) return data;
  const html = typeof data.html === 'string' ? data.html : data.html.toString('utf8');
  const moved = scriptsAfterFirstPaint(html);
  if (moved === html) return data;
  // In the type Next stored it in (a string or a Buffer).
  return { ...data, html: typeof data.html === 'string' ? moved : Buffer.from(moved, 'utf8') };
}

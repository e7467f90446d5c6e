/**
 * What the cache handlers make of an app page before they store or serve it: its scripts requested after the
 * first paint (scripts-after-first-paint.mjs), then its Content-Security-Policy from the inline scripts it ends
 * up with (page-policy.mjs). A page whose HTML that step changed gets its policy made again. Other entries pass
 * unchanged.
 */
import { withPagePolicy } from './page-policy.mjs';
import { withScriptsAfterFirstPaint } from './scripts-after-first-paint.mjs';

export function storedPage(data) {
  const moved = withScriptsAfterFirstPaint(data);
  if (moved === data || !moved.headers?.['content-security-policy']) return withPagePolicy(moved);
  const headers = { ...moved.headers };
  delete headers['content-security-policy'];
  return withPagePolicy({ ...moved, headers });
}

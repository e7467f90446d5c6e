/**
 * Opens a page of the site as a new document (not a client-side navigation): the way into the
 * profile, so that the profile response's own strict policy (nonce CSP) governs the page.
 */
import 'client-only';

export function openDocument(path: string, { replace = false } = {}): void {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}

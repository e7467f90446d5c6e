/**
 * The visitor's choice to show the Google map, remembered for the visit (sessionStorage: it ends with
 * the tab, and nothing is sent anywhere). Until it is made, the page asks nothing of Google.
 */
import 'client-only';

export const MAP_CONSENT_STORAGE_KEY = 'map.shown';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function hasMapConsent(): boolean {
  return storage()?.getItem(MAP_CONSENT_STORAGE_KEY) === '1';
}

export function rememberMapConsent(): void {
  try {
    storage()?.setItem(MAP_CONSENT_STORAGE_KEY, '1');
  } catch {
    // storage blocked: the map still shows on this page
  }
}

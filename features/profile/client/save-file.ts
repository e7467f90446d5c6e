/** How long the object URL of a saved file stays valid; some browsers read it after the click returns. */
import 'client-only';

const OBJECT_URL_LIFETIME_MS = 30_000;

/** Saves a downloaded file under its own name: an object URL and a temporary `<a download>` click. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}

/** What pages read of the gallery and the certificates on the server. */
import 'server-only';

import { serverApi } from '@/lib/api/server';
import type { Locale } from '@/lib/locales';

import * as calls from '../api/calls';

export function getGallery(locale: Locale): Promise<calls.GalleryItem[]> {
  return calls.getGallery(serverApi(locale));
}

export function getCertificates(locale: Locale): Promise<calls.Certificate[]> {
  return calls.getCertificates(serverApi(locale));
}

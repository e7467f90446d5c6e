import 'server-only';

import { smallImageDataUrl } from '@/lib/api/inline-image';

import ApiImageElement, { type ApiImageProps } from './api-image-element';

export type { ApiImageSource } from './api-image-element';

/**
 * An image from the clinic API in a server component. The page's largest picture in view (`priority`) comes with
 * the document when it is small (lib/api/inline-image.ts); every other one loads lazily by its URL, and written into
 * the page it would only make the document longer for a picture the first paint does not show.
 */
export default async function ApiImage(props: ApiImageProps) {
  const inline = props.priority ? await smallImageDataUrl(props.image.url) : null;
  return <ApiImageElement {...props} image={inline ? { ...props.image, url: inline } : props.image} />;
}

import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

import { siteMediaUrl } from '@/lib/api/media';

export interface ApiImageSource {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface ApiImageProps {
  image: ApiImageSource;
  /** Overrides the API's alt text, e.g. "" where the image only decorates a link with its own text. */
  alt?: string;
  sizes: string;
  className?: string;
  /** The page's largest image in view (LCP): loaded eagerly and preloaded; everything else is lazy. */
  priority?: boolean;
}

/**
 * An image from the clinic API with its intrinsic size, `sizes` and Next's image URLs, rendered as a
 * plain <img>: server components ship no image JavaScript this way (next/image's component is a
 * client component). For client components; server components use ./api-image.tsx, which writes small
 * pictures into the page.
 */
export default function ApiImageElement({ image, alt, sizes, className, priority = false }: ApiImageProps) {
  const { props } = getImageProps({
    src: siteMediaUrl(image.url),
    width: image.width,
    height: image.height,
    alt: alt ?? image.alt,
    sizes,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  });
  if (priority && !props.src.startsWith('data:')) {
    preload(props.src, { as: 'image', fetchPriority: 'high', imageSrcSet: props.srcSet, imageSizes: props.sizes });
  }
  // next/image's transparent text colour hides alt text while loading; an empty alt has none to hide.
  const { style, ...attributes } = props;
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives the optimised attributes of next/image
  return <img {...attributes} {...(props.alt && { style })} alt={props.alt} className={className} />;
}

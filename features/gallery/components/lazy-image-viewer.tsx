'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// React.lazy rather than next/dynamic: the viewer renders only after a click, and next/dynamic's loader would ship with the page.
const ImageViewer = lazy(() => import('./image-viewer'));

/** The image viewer, whose code (and next/image's) loads when a picture is opened, not with the page. */
export default function LazyImageViewer(props: ComponentProps<typeof ImageViewer>) {
  return (
    <Suspense fallback={null}>
      <ImageViewer {...props} />
    </Suspense>
  );
}

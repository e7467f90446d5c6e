'use client';

import type { ComponentProps } from 'react';

import { retryableLazy } from '@/components/ui/load-failure';

import type ImageViewerComponent from './image-viewer';
import ViewerLoader from './viewer-loader';

const imageViewer = retryableLazy(() => import('./image-viewer'));

/** The image viewer, whose code (and next/image's) loads when a picture is opened, not with the page. */
export default function LazyImageViewer(props: ComponentProps<typeof ImageViewerComponent>) {
  return (
    <ViewerLoader
      viewer={imageViewer}
      props={props}
      onClose={() => {
        props.onClose();
        props.returnFocus()?.focus();
      }}
    />
  );
}

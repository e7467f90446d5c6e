'use client';

import type { ComponentProps } from 'react';

import type ImageViewerComponent from './image-viewer';
import ViewerLoader from './viewer-loader';

const loadImageViewer = () => import('./image-viewer');

/** The image viewer, whose code (and next/image's) loads when a picture is opened, not with the page. */
export default function LazyImageViewer(props: ComponentProps<typeof ImageViewerComponent>) {
  return (
    <ViewerLoader
      load={loadImageViewer}
      props={props}
      onClose={() => {
        props.onClose();
        props.returnFocus()?.focus();
      }}
    />
  );
}

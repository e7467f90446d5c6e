'use client';

import { Suspense, useRef, type MouseEvent, type ReactNode } from 'react';
import { galleryItemHref } from '@/features/gallery/model/item-param';
import type { ViewerItem } from '@/features/gallery/model/viewer';
import GalleryViewer from './gallery-viewer';

/**
 * Opens the viewer in place when a tile (a server-rendered link to `?item=<id>`, marked with
 * `data-gallery-item`) is clicked, and gives focus back to that tile when the viewer closes.
 */
export default function GalleryInteractions({ items, children }: { items: ViewerItem[]; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);

  const open = (event: MouseEvent<HTMLDivElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const tile = (event.target as Element).closest<HTMLAnchorElement>('a[data-gallery-item]');
    if (!tile) return;
    event.preventDefault();
    window.history.replaceState(null, '', galleryItemHref(window.location.href, tile.dataset.galleryItem!));
  };

  const tileOf = (id: string) =>
    root.current?.querySelector<HTMLAnchorElement>(`a[data-gallery-item="${CSS.escape(id)}"]`) ??
    root.current?.querySelector<HTMLAnchorElement>('a[data-gallery-item]');

  return (
    // The clicks come from the links inside; this wrapper only listens.
    <div ref={root} onClick={open}>
      {children}
      <Suspense fallback={null}>
        <GalleryViewer items={items} tileOf={tileOf} />
      </Suspense>
    </div>
  );
}

'use client';

import { useSearchParams } from 'next/navigation';
import { useRef, type ComponentProps, type MouseEvent, type ReactNode } from 'react';

import { retryableLazy } from '@/components/ui/load-failure';
import { GALLERY_ITEM_PARAM, showGalleryItem } from '@/features/gallery/model/item-param';
import type { ViewerItem } from '@/features/gallery/model/viewer';
import AfterHydration from '@/lib/app/after-hydration';

import type GalleryViewer from './gallery-viewer';
import ViewerLoader from './viewer-loader';

// The viewer's code loads when a photo is opened (a click, or a link to `?item=<id>`), not with the page.
const galleryViewer = retryableLazy(() => import('./gallery-viewer'));

/** The viewer while the URL names an item; nothing, and no viewer code, otherwise. */
function OpenedItem(props: ComponentProps<typeof GalleryViewer>) {
  const id = useSearchParams().get(GALLERY_ITEM_PARAM);
  if (id === null) return null;
  const close = () => {
    showGalleryItem(null);
    props.tileOf(id)?.focus();
  };
  return <ViewerLoader viewer={galleryViewer} props={props} onClose={close} />;
}

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
    showGalleryItem(tile.dataset.galleryItem!);
  };

  const tileOf = (id: string) =>
    root.current?.querySelector<HTMLAnchorElement>(`a[data-gallery-item="${CSS.escape(id)}"]`) ??
    root.current?.querySelector<HTMLAnchorElement>('a[data-gallery-item]');

  return (
    // The clicks come from the links inside; this wrapper only listens.
    <div ref={root} onClick={open}>
      {children}
      <AfterHydration>
        <OpenedItem items={items} tileOf={tileOf} />
      </AfterHydration>
    </div>
  );
}

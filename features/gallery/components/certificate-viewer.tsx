'use client';

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';

import { wrapIndex, type ViewerItem } from '@/features/gallery/model/viewer';

import ImageViewer from './lazy-image-viewer';

/**
 * Opens a certificate large when its thumbnail (a server-rendered button marked with
 * `data-certificate`) is pressed; arrows move through the list; focus comes back to the thumbnail.
 */
export default function CertificateViewer({ certificates, children }: { certificates: ViewerItem[]; children: ReactNode }) {
  const [open, setOpen] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const total = certificates.length;

  const choose = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-certificate]');
    if (button) setOpen(Number(button.dataset.certificate));
  };
  const thumbnail = (index: number) => root.current?.querySelector<HTMLButtonElement>(`button[data-certificate="${index}"]`);
  const current = open === null ? null : certificates[open];

  return (
    // The clicks come from the buttons inside; this wrapper only listens.
    <div ref={root} onClick={choose}>
      {children}
      {current && open !== null ? (
        <ImageViewer
          item={current}
          position={{ current: open + 1, total }}
          onPrevious={total > 1 ? () => setOpen(wrapIndex(open, -1, total)) : undefined}
          onNext={total > 1 ? () => setOpen(wrapIndex(open, 1, total)) : undefined}
          onClose={() => setOpen(null)}
          returnFocus={() => thumbnail(open)}
        />
      ) : null}
    </div>
  );
}

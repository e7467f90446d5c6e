'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useRef, type MouseEvent } from 'react';
import type { GalleryItem } from '@/lib/api/schemas';
import { galleryItemHref } from '@/lib/content/gallery';
import ApiImage from './api-image';
import GalleryViewer from './gallery-viewer';
import styles from './gallery-browser.module.css';

/**
 * The gallery grid (server-rendered HTML) and the viewer. Each tile is a real link to `?item=<id>`,
 * so it works without JavaScript and can be shared; with JavaScript the viewer opens in place.
 */
export default function GalleryBrowser({ items }: { items: GalleryItem[] }) {
  const t = useTranslations('Gallery');
  const links = useRef(new Map<string, HTMLAnchorElement>());

  const open = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    window.history.replaceState(null, '', galleryItemHref(window.location.href, id));
  };

  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, index) => {
          const id = String(item.id);
          return (
            <li key={id}>
              <a
                href={`?item=${id}`}
                className={styles.tile}
                onClick={(event) => open(event, id)}
                aria-label={t('open', { title: item.title })}
                ref={(node) => {
                  if (node) links.current.set(id, node);
                  else links.current.delete(id);
                }}
              >
                <ApiImage
                  image={item.thumbnail}
                  sizes="(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw"
                  priority={index === 0}
                  className={styles.image}
                />
                <span className={styles.caption}>
                  <span className={styles.title}>{item.title}</span>
                  <span className={styles.category}>{item.category.title}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <Suspense fallback={null}>
        <GalleryViewer items={items} onClosed={(id) => (links.current.get(id) ?? links.current.values().next().value)?.focus()} />
      </Suspense>
    </>
  );
}

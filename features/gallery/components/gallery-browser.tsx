import ApiImage from '@/components/ui/api-image';
import frame from '@/components/ui/card-frame.module.css';
import type { GalleryItem } from '@/features/gallery/api/calls';
import { galleryViewerItem } from '@/features/gallery/model/viewer';
import { IN_PLACE_LINK_ATTRIBUTE } from '@/lib/first-tap/document-script';

import styles from './gallery-browser.module.css';
import GalleryInteractions from './gallery-interactions';

/**
 * The gallery grid (server-rendered HTML) and the viewer. Each tile is a real link to `?item=<id>`,
 * so it works without JavaScript and can be shared; with JavaScript the viewer opens in place, and a tap before
 * the page is interactive is held and replayed (lib/first-tap) rather than loading the page again.
 */
export default function GalleryBrowser({ items }: { items: GalleryItem[] }) {
  return (
    <GalleryInteractions items={items.map(galleryViewerItem)}>
      <ul className={styles.grid}>
        {items.map((item, index) => (
          <li key={item.id}>
            <a
              href={`?item=${item.id}`}
              className={`${frame.frame} ${styles.tile}`}
              data-gallery-item={String(item.id)}
              {...{ [IN_PLACE_LINK_ATTRIBUTE]: true }}
            >
              <ApiImage
                image={item.thumbnail}
                alt=""
                sizes="(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw"
                priority={index === 0}
                className={styles.image}
              />
              <span className={styles.caption}>
                <span className={styles.title}>{item.title}</span> <span className={styles.category}>{item.category.title}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </GalleryInteractions>
  );
}

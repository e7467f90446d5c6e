'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

import Spinner from '@/components/ui/spinner';
import type { GalleryItem } from '@/features/gallery/api/calls';
import { GALLERY_ITEM_PARAM, showGalleryItem } from '@/features/gallery/model/item-param';
import { galleryViewerItem, wrapIndex, type ViewerItem } from '@/features/gallery/model/viewer';
import type { Locale } from '@/lib/locales';

import styles from './gallery-viewer.module.css';
import ImageViewer from './lazy-image-viewer';

type Extra = { id: string; state: 'missing' | 'failed' } | { id: string; state: 'loaded'; item: ViewerItem };

const ITEM_ID_PATTERN = /^[1-9]\d*$/;

async function fetchItem(id: string, locale: Locale): Promise<GalleryItem> {
  // Loaded on demand: only an item that is newer than the page's list needs the API client and React Query.
  const [{ galleryItemQuery }, { getQueryClient }] = await Promise.all([import('../api/queries'), import('@/lib/api/query-client')]);
  return getQueryClient().fetchQuery(galleryItemQuery(locale, id));
}

interface GalleryViewerProps {
  items: ViewerItem[];
  /** The tile that gets focus when the viewer closes, given the id of the item it showed last. */
  tileOf: (id: string) => HTMLElement | null | undefined;
}

/** Shows the item named in the URL (`?item=<id>`); moving and closing rewrite the URL in place. */
export default function GalleryViewer({ items, tileOf }: GalleryViewerProps) {
  const t = useTranslations('Gallery');
  const locale = useLocale();
  const id = useSearchParams().get(GALLERY_ITEM_PARAM);
  const index = id ? items.findIndex((item) => String(item.id) === id) : -1;
  const [extra, setExtra] = useState<Extra | null>(null);
  const [attempt, setAttempt] = useState(0);

  const needsFetch = id !== null && index === -1 && ITEM_ID_PATTERN.test(id);
  useEffect(() => {
    if (!needsFetch || !id) return;
    let cancelled = false;
    fetchItem(id, locale).then(
      (item) => !cancelled && setExtra({ id, state: 'loaded', item: galleryViewerItem(item) }),
      (error: { kind?: string }) => !cancelled && setExtra({ id, state: error?.kind === 'not_found' ? 'missing' : 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [needsFetch, id, attempt, locale]);

  if (!id) return null;

  const close = () => showGalleryItem(null);
  const returnFocus = () => tileOf(id);

  if (index >= 0) {
    const total = items.length;
    const step = (delta: number) => showGalleryItem(String(items[wrapIndex(index, delta, total)].id));
    return (
      <ImageViewer
        item={items[index]}
        position={{ current: index + 1, total }}
        onPrevious={total > 1 ? () => step(-1) : undefined}
        onNext={total > 1 ? () => step(1) : undefined}
        onClose={close}
        returnFocus={returnFocus}
      />
    );
  }

  // Not in the page's list: a malformed id is missing at once, a well-formed one is asked of the API.
  const current: Extra | null = !ITEM_ID_PATTERN.test(id) ? { id, state: 'missing' } : extra?.id === id ? extra : null;
  if (current?.state === 'loaded') return <ImageViewer item={current.item} onClose={close} returnFocus={returnFocus} />;
  const status = !current ? (
    <Spinner size="lg" label={t('loading')} />
  ) : current.state === 'missing' ? (
    <p role="alert">{t('notFound')}</p>
  ) : (
    <>
      <p role="alert">{t('loadFailed')}</p>
      <button
        type="button"
        className={styles.retry}
        onClick={() => {
          setExtra(null);
          setAttempt((n) => n + 1);
        }}
      >
        {t('retry')}
      </button>
    </>
  );
  return <ImageViewer item={null} status={status} onClose={close} returnFocus={returnFocus} />;
}

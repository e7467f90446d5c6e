import { getTranslations } from 'next-intl/server';

import EmptyState from '@/components/ui/empty-state';
import { GALLERY_NAMESPACES, GalleryBrowser } from '@/features/gallery';
import { getGallery } from '@/features/gallery/server';
import { PageHeader } from '@/features/shell';
import ClientMessages from '@/lib/i18n/client-messages';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';

import styles from './gallery.module.css';

/* The open item (`?item=<id>`) is read in the browser, so the page itself stays static. */

export const generateMetadata = staticPageMetadata('gallery');

export default async function GalleryPage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const [t, tGallery] = await Promise.all([getTranslations('Pages'), getTranslations('Gallery')]);
  const items = await getGallery(locale);
  return (
    <>
      <PageHeader title={t('gallery.title')} lead={t('gallery.description')} breadcrumbs={[{ label: t('gallery.title') }]} />
      <div className={`container ${styles.gallery}`}>
        {items.length > 0 ? (
          <>
            <p className={styles.hint}>{tGallery('hint')}</p>
            <ClientMessages namespaces={GALLERY_NAMESPACES}>
              <GalleryBrowser items={items} />
            </ClientMessages>
          </>
        ) : (
          <EmptyState list="gallery" />
        )}
      </div>
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import { getGallery } from '@/features/gallery/server';
import EmptyState from '@/components/ui/empty-state';
import { GalleryBrowser, GALLERY_NAMESPACES } from '@/features/gallery';
import { PageHeader } from '@/features/shell';
import styles from './gallery.module.css';
import ClientMessages from '@/lib/i18n/client-messages';

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
            <ClientMessages namespaces={GALLERY_NAMESPACES}><GalleryBrowser items={items} /></ClientMessages>
          </>
        ) : (
          <EmptyState list="gallery" />
        )}
      </div>
    </>
  );
}

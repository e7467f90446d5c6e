import { getTranslations } from 'next-intl/server';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import { serverApi } from '@/lib/api/server';
import { getGallery } from '@/lib/api/endpoints';
import { loadSection } from '@/lib/content/load';
import ApiUnavailable from '@/components/content/api-unavailable';
import GalleryBrowser from '@/components/gallery/gallery-browser';
import PageHeader from '@/components/layout/page-header';
import styles from './gallery.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { GALLERY_NAMESPACES } from '@/components/gallery/namespaces';

/**
 * Regenerated at most once an hour (= PAGE_REVALIDATE_SECONDS in lib/config.ts). The open item
 * (`?item=<id>`) is read in the browser, so the page itself stays static.
 */
export const revalidate = 3600;

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  return staticPageMetadata(locale, 'gallery', '/gallery');
}

export default async function GalleryPage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const [t, tGallery] = await Promise.all([getTranslations('Pages'), getTranslations('Gallery')]);
  const items = await loadSection('gallery', getGallery(serverApi(locale)));
  return (
    <>
      <PageHeader title={t('gallery.title')} lead={t('gallery.description')} breadcrumbs={[{ label: t('gallery.title') }]} />
      <div className={`container ${styles.gallery}`}>
        {items.ok ? (
          <>
            <p className={styles.hint}>{tGallery('hint')}</p>
            <ClientMessages namespaces={GALLERY_NAMESPACES}><GalleryBrowser items={items.data} /></ClientMessages>
          </>
        ) : (
          <ApiUnavailable />
        )}
      </div>
    </>
  );
}

import { getTranslations } from 'next-intl/server';

import ApiImage from '@/components/ui/api-image';
import frame from '@/components/ui/card-frame.module.css';
import type { Certificate } from '@/features/gallery/api/calls';
import { certificateViewerItem } from '@/features/gallery/model/viewer';

import styles from './certificate-gallery.module.css';
import CertificateViewer from './certificate-viewer';

/** Certificates as a row of thumbnails (server-rendered); each opens large in the viewer. */
export default async function CertificateGallery({ certificates }: { certificates: Certificate[] }) {
  const t = await getTranslations('Gallery');
  return (
    <CertificateViewer certificates={certificates.map(certificateViewerItem)}>
      <ul className={styles.list}>
        {certificates.map((certificate, index) => (
          <li key={certificate.id} className={styles.item}>
            <button
              type="button"
              className={`${frame.frame} ${styles.button}`}
              data-certificate={index}
              aria-label={t('openCertificate', { title: certificate.title })}
            >
              <ApiImage
                image={certificate.image}
                sizes="(min-width: 1200px) 220px, (min-width: 768px) 22vw, 45vw"
                className={styles.image}
              />
            </button>
            <p className={styles.title}>{certificate.title}</p>
            <p className={styles.meta}>
              {certificate.issuer}, {certificate.year}
            </p>
          </li>
        ))}
      </ul>
    </CertificateViewer>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { Certificate } from '@/lib/api/schemas';
import ApiImage from './api-image';
import Lightbox from './lightbox';
import styles from './certificate-gallery.module.css';

/** Certificates as a row of thumbnails; each opens large in the viewer, and focus comes back to it. */
export default function CertificateGallery({ certificates }: { certificates: Certificate[] }) {
  const t = useTranslations('Gallery');
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const total = certificates.length;

  const close = () => {
    const index = open;
    setOpen(null);
    if (index !== null) buttons.current[index]?.focus();
  };
  const current = open === null ? null : certificates[open];

  return (
    <>
      <ul className={styles.list}>
        {certificates.map((certificate, index) => (
          <li key={certificate.id} className={styles.item}>
            <button
              type="button"
              ref={(node) => {
                buttons.current[index] = node;
              }}
              className={styles.button}
              onClick={() => setOpen(index)}
              aria-label={t('openCertificate', { title: certificate.title })}
            >
              <ApiImage image={certificate.image} sizes="(min-width: 1200px) 220px, (min-width: 768px) 22vw, 45vw" className={styles.image} />
            </button>
            <p className={styles.title}>{certificate.title}</p>
            <p className={styles.meta}>
              {certificate.issuer}, {certificate.year}
            </p>
          </li>
        ))}
      </ul>
      {current && open !== null ? (
        <Lightbox
          item={{ id: current.id, title: current.title, meta: `${current.issuer}, ${current.year}`, image: current.image }}
          position={{ current: open + 1, total }}
          onPrevious={total > 1 ? () => setOpen((open - 1 + total) % total) : undefined}
          onNext={total > 1 ? () => setOpen((open + 1) % total) : undefined}
          onClose={close}
        />
      ) : null}
    </>
  );
}

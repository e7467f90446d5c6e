'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import Button from '@/components/ui/button';
import { downloadDocument } from '@/features/profile/api/browser-calls';
import { saveFile } from '@/features/profile/client/save-file';
import { getBrowserApi } from '@/lib/api/client';
import { apiErrorMessage, type ApiErrorMessage } from '@/lib/api/errors';

import styles from './documents.module.css';

interface DocumentDownloadProps {
  id: number;
  title: string;
}

/**
 * Downloads one document with the access token (a plain link could not send it) and saves it
 * under the file name the API gives.
 */
export default function DocumentDownload({ id, title }: DocumentDownloadProps) {
  const t = useTranslations('Profile');
  const tErrors = useTranslations('ApiErrors');
  const locale = useLocale();
  const messageId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorMessage | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const { blob, fileName } = await downloadDocument(getBrowserApi(locale), id);
      saveFile(blob, fileName);
    } catch (caught) {
      setError(apiErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.download}>
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        loadingLabel={t('documents.downloading')}
        aria-describedby={error ? messageId : undefined}
        onClick={download}
      >
        {t('documents.download')}
        <span className="visually-hidden">: {title}</span>
      </Button>
      {error ? (
        <p id={messageId} className={styles.downloadError} role="alert">
          {t('documents.downloadFailed')} {error.feature ? null : tErrors(error.key, error.values)}
        </p>
      ) : null}
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';

import FormSuccess from '@/components/ui/form/form-success';
import type { SentApplication } from '@/features/application/client/sent-store';
import { phoneInText } from '@/features/phone/model';
import { CLINIC_CONTACTS } from '@/lib/clinic';

import styles from './application-form.module.css';
import { SentReference } from './confirmation-in-brief';

interface ApplicationConfirmationProps {
  sent: SentApplication;
  onAgain: () => void;
}

/** The API has the application: its reference number and what happens next. */
export default function ApplicationConfirmation({ sent, onAgain }: ApplicationConfirmationProps) {
  const t = useTranslations('ApplicationForm');
  return (
    <FormSuccess title={t('successTitle', { name: sent.name })} againLabel={t('successAgain')} onAgain={onAgain}>
      <SentReference reference={sent.reference} />
      <h4 className={styles.nextTitle}>{t('nextTitle')}</h4>
      <ol className={styles.next}>
        <li>{t(`nextContact.${sent.channel}`, { phone: phoneInText(sent.phone) })}</li>
        <li>{t('nextAgree')}</li>
        <li>{t('nextRemind')}</li>
      </ol>
      <p>
        {t.rich('successUrgent', {
          phone: () => (
            <a href={CLINIC_CONTACTS.phone.href} className={styles.nowrap}>
              {CLINIC_CONTACTS.phone.display}
            </a>
          ),
        })}
      </p>
    </FormSuccess>
  );
}

'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { CLINIC_CONTACTS } from '@/lib/clinic';
import Button from '@/components/ui/button';
import styles from './application-form.module.css';

export interface ApplicationSuccessProps {
  name: string;
  /** The number as the clinic will dial it, e.g. "+374 91 123456". */
  phone: string;
  onAnother: () => void;
}

/** What the visitor sees once the clinic has the application: what happens next. */
export default function ApplicationSuccess({ name, phone, onAnother }: ApplicationSuccessProps) {
  const t = useTranslations('ApplicationForm');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <div className={styles.success}>
      <svg className={styles.successIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 ref={heading} tabIndex={-1} className={styles.successTitle}>
        {t('successTitle', { name })}
      </h3>
      <p>{t('successText', { phone })}</p>
      <p>
        {t.rich('successUrgent', {
          phone: () => (
            <a href={CLINIC_CONTACTS.phone.href} className={styles.nowrap}>
              {CLINIC_CONTACTS.phone.display}
            </a>
          ),
        })}
      </p>
      <Button variant="secondary" onClick={onAnother}>
        {t('successAgain')}
      </Button>
    </div>
  );
}

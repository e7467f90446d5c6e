'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useEffect } from 'react';

import { useProfileAccess } from '@/features/auth/client';
import { ApiError } from '@/lib/api/errors';
import { CLINIC_TIME_ZONE } from '@/lib/clinic';
import { prepareFormatters } from '@/lib/i18n/format';

import AppointmentsSection from './appointments-section';
import DocumentsSection from './documents-section';
import EmergencyNotice from './emergency-notice';
import ProfileSummary from './profile-summary';
import styles from './profile.module.css';
import SectionError from './section-error';

interface ProfileViewProps {
  /** The profile id of the URL (already validated by the page). */
  id: string;
  /** The clinic's address in the page's language: the place of the calendar files. */
  clinicAddress: string;
}

/**
 * The client's profile, fetched in the browser (the access token lives only there). Nothing of the
 * client's data renders until the session is live and belongs to this id.
 */
export default function ProfileView({ id, clinicAddress }: ProfileViewProps) {
  const t = useTranslations('Profile');
  const locale = useLocale();
  const timeZone = useTimeZone() ?? CLINIC_TIME_ZONE;
  const { ready, renewalFailed, retryRenewal, logOut } = useProfileAccess(id, locale);
  // While the session renews and the lists load.
  useEffect(() => prepareFormatters(locale, timeZone), [locale, timeZone]);

  return (
    <div className={`container ${styles.layout}`}>
      <div className={styles.main}>
        {ready || renewalFailed ? null : (
          <p className="visually-hidden" role="status">
            {t('checkingSession')}
          </p>
        )}
        {renewalFailed ? (
          <SectionError error={new ApiError({ kind: 'network' })} what={t('client.what')} retrying={false} onRetry={retryRenewal} />
        ) : null}
        <ProfileSummary enabled={ready} onLogOut={logOut} />
        <AppointmentsSection enabled={ready} clinicAddress={clinicAddress} />
        <DocumentsSection enabled={ready} />
      </div>
      <EmergencyNotice />
    </div>
  );
}

import { getTranslations } from 'next-intl/server';

import { AccountButton } from '@/features/auth';

import styles from './site-header.module.css';

/** The client's sign-in / account button in the header. */
export default async function HeaderAccount() {
  const [t, tCommon] = await Promise.all([getTranslations('Auth'), getTranslations('Common')]);
  return (
    <div className={styles.account}>
      <AccountButton
        labels={{
          signIn: t('signIn'),
          myAccount: t('myAccount'),
          logOut: t('logOut'),
          logoutFailed: t('logoutFailed'),
          signInFailed: t('signInFailed'),
          retry: tCommon('retry'),
        }}
      />
    </div>
  );
}

import AccountButton from '@/components/auth/account-button';
import styles from './site-header.module.css';

/** The client's sign-in / account button in the header. */
export default function HeaderAccount() {
  return (
    <div className={styles.account}>
      <AccountButton />
    </div>
  );
}

import styles from './site-header.module.css';

/** The place for the client's sign-in / account button. */
export default function HeaderAccount() {
  return <div className={styles.account} />;
}

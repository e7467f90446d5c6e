import styles from './profile.module.css';

interface EmptyStateProps {
  text: string;
  /** The next step: a link to where the client can act. */
  action: { href: string; label: string };
}

/** An empty list of the profile: what that means and where to go next. */
export default function EmptyState({ text, action }: EmptyStateProps) {
  return (
    <>
      <p>{text}</p>
      <p>
        <a href={action.href} className={styles.emptyAction}>
          {action.label}
        </a>
      </p>
    </>
  );
}

import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; without it the spinner is decorative. */
  label?: string;
  className?: string;
}

export default function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span
      className={[styles.spinner, styles[size], className].filter(Boolean).join(' ')}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
    >
      <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" className={styles.track} />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" strokeWidth="3" strokeLinecap="round" className={styles.arc} />
      </svg>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

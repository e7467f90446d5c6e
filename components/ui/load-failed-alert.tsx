'use client';

import Button from '@/components/ui/button';

import styles from './load-failed-alert.module.css';

interface LoadFailedAlertProps {
  /** What did not load and what to do ("… did not load. Check your internet connection and try again."). */
  message: string;
  retryLabel: string;
  /** Loads the part again (a retryableLazy forgotten and mounted anew); the caller puts the focus where it belongs. */
  onRetry: () => void;
}

/** In place of a part whose code could not arrive (LoadFailure): the rest of the page stays, with a way to try again. */
export default function LoadFailedAlert({ message, retryLabel, onRetry }: LoadFailedAlertProps) {
  return (
    <div className={styles.alert} role="alert">
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

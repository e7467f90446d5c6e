import type { ReactNode } from 'react';

import styles from './booking.module.css';

/** One step of the path: a titled section whose heading can take the focus when the step appears. */
export default function StepSection({
  id,
  title,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  headingRef?: (node: HTMLHeadingElement | null) => void;
  children: ReactNode;
}) {
  return (
    <section className={styles.step} aria-labelledby={`booking-${id}`}>
      <h2 id={`booking-${id}`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';

import styles from './section.module.css';

interface SectionProps {
  /** Id of the section (an anchor, e.g. "application"); the heading gets `${id}-title`. */
  id: string;
  title: string;
  lead?: ReactNode;
  /** A link or button shown beside the heading, e.g. "All doctors". */
  action?: ReactNode;
  tone?: 'plain' | 'alt';
  /** Directly under the page header, which already leaves space above. */
  first?: boolean;
  children: ReactNode;
}

/** A page section with its h2, an optional lead and action, on the page's container width. */
export default function Section({ id, title, lead, action, tone = 'plain', first = false, children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    // Optional attributes are left out rather than set to undefined, which the flight data would still spell out.
    <section id={id} aria-labelledby={titleId} className={styles.section} data-tone={tone} {...(first && { 'data-first': true })}>
      <div className="container">
        <div className={styles.head}>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
          {action ? <div className={styles.action}>{action}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

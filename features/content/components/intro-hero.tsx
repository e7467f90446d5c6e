import type { ReactNode } from 'react';

import styles from './intro-hero.module.css';

interface IntroHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** Short facts in large type, e.g. "15+ years of care". */
  facts?: { value: string; label: string }[];
  factsLabel?: string;
  children?: ReactNode;
}

/** The full-width opening of the intro layout (home, about us): the page's h1, its promise, actions. */
export default function IntroHero({ eyebrow, title, lead, actions, facts, factsLabel, children }: IntroHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {children}
        </div>
        {facts?.length ? (
          <dl className={styles.facts} aria-label={factsLabel}>
            {facts.map((fact, index) => (
              <div key={index} className={styles.fact}>
                <dt className={styles.factLabel}>{fact.label}</dt>
                <dd className={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </div>
  );
}

import Link from '@/components/ui/link';

import styles from './booking.module.css';

export interface LinkChoice {
  key: string;
  label: string;
  hint?: string;
  query: Record<string, string>;
}

/**
 * A step's choices as links that put the choice in the URL: they work before the page's code runs, a link can be
 * shared, and Back returns to the step before. The chosen one is marked for screen readers too.
 */
export default function ChoiceLinks({ choices, chosen, label }: { choices: readonly LinkChoice[]; chosen?: string; label: string }) {
  return (
    <ul className={styles.choices} aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.key}>
          <Link
            href={{ pathname: '/book', query: choice.query }}
            scroll={false}
            className={styles.choice}
            aria-current={choice.key === chosen ? 'true' : undefined}
          >
            <span className={styles.choiceLabel}>{choice.label}</span>
            {choice.hint ? <span className={styles.choiceHint}>{choice.hint}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

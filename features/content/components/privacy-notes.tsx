import type { SiteContent } from '@/lib/site-texts';

import styles from './privacy-notes.module.css';

/** Under the privacy policy: what each part of the site sends, and to whom (the site's own text, lib/site-texts). */
export default function PrivacyNotes({ content }: { content: SiteContent['privacy'] }) {
  return (
    <section aria-labelledby="privacy-notes-title" className={styles.notes}>
      <h2 id="privacy-notes-title" className={styles.title}>
        {content.title}
      </h2>
      <p>{content.intro}</p>
      <dl className={styles.list}>
        {content.items.map((item) => (
          <div key={item.title}>
            <dt>{item.title}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

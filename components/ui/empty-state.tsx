import { getTranslations } from 'next-intl/server';

import CtaLink from './cta-link';
import styles from './empty-state.module.css';

/** Where each empty list sends the visitor instead. */
const NEXT_STEP = { news: '/services', gallery: '/about-us', doctors: '/contacts' } as const;

export type EmptyList = keyof typeof NEXT_STEP;

/** Stands in for a list the clinic API returned empty: what is (not) there, and a useful next step. */
export default async function EmptyState({ list }: { list: EmptyList }) {
  const t = await getTranslations('EmptyState');
  return (
    <div className={styles.empty}>
      <p className={styles.text}>{t(`${list}.text`)}</p>
      <CtaLink href={NEXT_STEP[list]} variant="secondary">
        {t(`${list}.action`)}
      </CtaLink>
    </div>
  );
}

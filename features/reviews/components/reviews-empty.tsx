import { useTranslations } from 'next-intl';

import styles from './reviews-empty.module.css';

export interface ReviewsEmptyProps {
  /** Id of the review form's section on the same page. */
  formId: string;
}

/** No published review yet: say so, and lead to the form to write the first one. */
export default function ReviewsEmpty({ formId }: ReviewsEmptyProps) {
  const t = useTranslations('Reviews');
  return (
    <div className={styles.empty}>
      <p>{t('empty')}</p>
      <p>
        <a href={`#${formId}`} className={styles.action}>
          {t('emptyAction')}
        </a>
      </p>
    </div>
  );
}

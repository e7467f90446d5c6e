'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { SITE } from '@/lib/site';
import { isBot } from '@/lib/app/bots';
import styles from './error-screen.module.css';

const subscribe = () => () => {};
const readIsBot = () => isBot(navigator.userAgent);
const serverIsBot = () => false;

/** The screen for unhandled fatal errors: "Oops :(", the explanation, a way home; never indexed. */
export default function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  const t = useTranslations('Error');
  const bot = useSyncExternalStore(subscribe, readIsBot, serverIsBot);
  const head = (
    <>
      <title>{`${t('title')} | ${SITE.brand}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );

  if (bot) {
    return (
      <>
        {head}
        <p>{t('botText')}</p>
      </>
    );
  }

  return (
    <div className={`container ${styles.screen}`} role="alert">
      {head}
      <h1 className={styles.heading}>{t('heading')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <Link href="/" className={styles.home}>
          {t('home')}
        </Link>
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('retry')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

'use client';

import { useSyncExternalStore } from 'react';
import { useMessages } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { SITE } from '@/lib/site';
import { isBot } from '@/lib/app/bots';
import styles from './error-screen.module.css';

const subscribe = () => () => {};
const readIsBot = () => isBot(navigator.userAgent);
const serverIsBot = () => false;

/** The screen for unhandled fatal errors: "Oops :(", the explanation, a way home; never indexed. */
export default function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  // Plain strings, read without message formatting, so no formatter ships with every page for this boundary.
  const text = useMessages().Error as Record<'title' | 'heading' | 'text' | 'home' | 'retry' | 'botText', string>;
  const bot = useSyncExternalStore(subscribe, readIsBot, serverIsBot);
  const head = (
    <>
      <title>{`${text.title} | ${SITE.brand}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );

  if (bot) {
    return (
      <>
        {head}
        <p>{text.botText}</p>
      </>
    );
  }

  return (
    <div className={`container ${styles.screen}`} role="alert">
      {head}
      <h1 className={styles.heading}>{text.heading}</h1>
      <p className={styles.text}>{text.text}</p>
      <div className={styles.actions}>
        <Link href="/" className={styles.home}>
          {text.home}
        </Link>
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {text.retry}
          </button>
        ) : null}
      </div>
    </div>
  );
}

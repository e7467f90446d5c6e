'use client';

import { useSyncExternalStore } from 'react';
import { useLocale, useMessages } from 'next-intl';
import { localizedPath } from '@/lib/i18n/paths';
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
  const locale = useLocale();
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
        {/* A full page load: after a fatal error the client router's state is not to be trusted. */}
        <a href={localizedPath(locale, '/')} className={styles.home}>
          {text.home}
        </a>
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {text.retry}
          </button>
        ) : null}
      </div>
    </div>
  );
}

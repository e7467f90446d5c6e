'use client';

import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';

import { isBot } from '@/lib/app/bots';
import { FATAL_ERROR_TEXTS } from '@/lib/app/fatal-error-texts';
import { localizedPath } from '@/lib/i18n/paths';
import { SITE } from '@/lib/site';

import styles from './error-screen.module.css';

const subscribe = () => () => {};
const readIsBot = () => isBot(navigator.userAgent);
const serverIsBot = () => false;

/** The screen for unhandled fatal errors: "Oops :(", the explanation, a way home; never indexed. */
export default function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  // Bundled plain strings (global-error.tsx ships them with every page anyway), so no page sends them as messages.
  const locale = useLocale();
  const text = FATAL_ERROR_TEXTS[locale];
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

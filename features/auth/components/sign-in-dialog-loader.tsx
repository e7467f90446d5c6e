'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useEffect, useEffectEvent, useMemo, useState, type ComponentType } from 'react';

import LoadFailure from '@/components/ui/load-failure';
import { reloadIfRedeployed } from '@/lib/app/chunk-reload';
import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/locales';

import { fetchedMessageBundle, loadMessageBundle, pageHasBundle } from './message-bundle-loading';
import type { SignInDialogProps } from './sign-in-dialog';

type SignInDialogComponent = ComponentType<SignInDialogProps>;

let loadedDialog: SignInDialogComponent | null = null;

/** The dialog's code; call it on intent to have it ready (a failed load is tried again on the next call). */
export const loadSignInDialog = (): Promise<SignInDialogComponent> =>
  import('./sign-in-dialog').then((module) => (loadedDialog = module.default));

interface DialogParts {
  Dialog: SignInDialogComponent;
  /** Its texts, fetched; null when the page has them. */
  texts: Partial<Messages> | null;
}

/** Loads what is missing: the code, and the texts unless the page has them. */
function loadParts(locale: Locale, messages: Partial<Messages>): Promise<DialogParts> {
  const texts = pageHasBundle(messages, 'sign-in') ? null : loadMessageBundle(locale, 'sign-in');
  return Promise.all([loadSignInDialog(), texts]).then(([Dialog, fetched]) => ({ Dialog, texts: fetched }));
}

/** Both parts, when this page has already loaded them (a second opening, or a tap after the hover preloaded them). */
function partsAtHand(locale: Locale, messages: Partial<Messages>): DialogParts | null {
  if (!loadedDialog) return null;
  if (pageHasBundle(messages, 'sign-in')) return { Dialog: loadedDialog, texts: null };
  const texts = fetchedMessageBundle(locale, 'sign-in');
  return texts ? { Dialog: loadedDialog, texts } : null;
}

export interface SignInDialogLoaderProps extends SignInDialogProps {
  /**
   * The dialog's code or its texts could not be loaded and no newer build explains it (the connection dropped):
   * nothing is shown, and the caller says so where the visitor asked for the dialog, with a way to try again (the next
   * opening loads it anew). When a newer build is live, the page reloads instead (its files went with the old build).
   */
  onLoadFailed: (error: unknown) => void;
}

/**
 * The sign-in dialog, loaded when it first opens: its code and its texts (a message bundle fetched then), rendered
 * once both are here. Deliberately not React.lazy in a Suspense boundary: opened by the profile guard's address right
 * after hydration, on a home page whose request form stays dehydrated until the visitor nears it
 * (lib/first-tap/hydrate-near-screen.tsx), the suspended dialog now and then never committed once its code arrived.
 * A state update when the parts are here involves no Suspense retry.
 */
export default function SignInDialogLoader({ onLoadFailed, ...dialog }: SignInDialogLoaderProps) {
  const locale = useLocale();
  const messages = useMessages();
  const [parts, setParts] = useState(() => partsAtHand(locale, messages));
  const failed = useEffectEvent((error: unknown) => onLoadFailed(error));

  useEffect(() => {
    if (parts) return;
    let mounted = true;
    loadParts(locale, messages).then(
      (loaded) => mounted && setParts(loaded),
      (error: unknown) =>
        void reloadIfRedeployed().then((reloading) => {
          if (mounted && !reloading) failed(error);
        }),
    );
    return () => {
      mounted = false;
    };
  }, [parts, locale, messages]);

  const merged = useMemo(() => (parts?.texts ? { ...messages, ...parts.texts } : null), [messages, parts]);
  if (!parts) return null;
  const { Dialog } = parts;
  const shown = (
    <LoadFailure onFailed={onLoadFailed}>
      <Dialog {...dialog} />
    </LoadFailure>
  );
  return merged ? (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {shown}
    </NextIntlClientProvider>
  ) : (
    shown
  );
}

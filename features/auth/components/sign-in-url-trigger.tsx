'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

import { NEXT_PARAM, SESSION_ENDED_PARAM, SIGN_IN_PARAM } from '@/features/auth/model/sign-in-params';

export interface SignInRequest {
  next: string | null;
  /** The previous session expired or was revoked. */
  ended: boolean;
}

interface SignInUrlTriggerProps {
  onRequest: (request: SignInRequest) => void;
}

/**
 * Opens the sign-in dialog when the URL asks for it (`?signin=1&next=/profile/7`, where the profile
 * guard sends visitors). The parameters then leave the address bar, so a reload or a shared link
 * does not open the dialog again. Render it inside <AfterHydration> (lib/app/after-hydration.tsx): the server
 * never reads the URL, so pages stay static.
 */
export default function SignInUrlTrigger({ onRequest }: SignInUrlTriggerProps) {
  const params = useSearchParams();
  const wanted = params.get(SIGN_IN_PARAM) === '1';
  const next = params.get(NEXT_PARAM);
  const ended = params.get(SESSION_ENDED_PARAM) === '1';

  useEffect(() => {
    if (!wanted) return;
    onRequest({ next, ended });
    const url = new URL(window.location.href);
    for (const name of [SIGN_IN_PARAM, NEXT_PARAM, SESSION_ENDED_PARAM]) url.searchParams.delete(name);
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }, [wanted, next, ended, onRequest]);

  return null;
}

'use client';

import { useEffect } from 'react';
import { useSearchParams } from 'next/navigation';

export const SIGN_IN_PARAM = 'signin';
export const NEXT_PARAM = 'next';

interface SignInUrlTriggerProps {
  onRequest: (next: string | null) => void;
}

/**
 * Opens the sign-in dialog when the URL asks for it (`?signin=1&next=/profile/7`, where the profile
 * guard sends visitors). The parameters then leave the address bar, so a reload or a shared link
 * does not open the dialog again. Render it inside <Suspense>: reading the URL keeps pages static.
 */
export default function SignInUrlTrigger({ onRequest }: SignInUrlTriggerProps) {
  const params = useSearchParams();
  const wanted = params.get(SIGN_IN_PARAM) === '1';
  const next = params.get(NEXT_PARAM);

  useEffect(() => {
    if (!wanted) return;
    onRequest(next);
    const url = new URL(window.location.href);
    url.searchParams.delete(SIGN_IN_PARAM);
    url.searchParams.delete(NEXT_PARAM);
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }, [wanted, next, onRequest]);

  return null;
}

import { SIGN_IN_NAMESPACES } from '@/features/auth/components/namespaces';
import { CURRENT_BUILD_ID } from '@/lib/app/build-id';
import type { ClientNamespaces } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/locales';

/**
 * Messages the browser fetches when a feature opens rather than with every page: the sign-in dialog's texts
 * would otherwise stand in the flight data of every page, for the few visitors who sign in.
 * Served by app/messages/[locale]/[file]/route.ts.
 */
export const MESSAGE_BUNDLES = {
  'sign-in': SIGN_IN_NAMESPACES,
} as const satisfies Record<string, ClientNamespaces>;

export type MessageBundle = keyof typeof MESSAGE_BUNDLES;

/** The bundle's address; the build id keeps a cache from serving texts of an earlier deployment. */
export function messageBundleUrl(locale: Locale, bundle: MessageBundle): string {
  return `/messages/${locale}/${bundle}.json?build=${encodeURIComponent(CURRENT_BUILD_ID)}`;
}

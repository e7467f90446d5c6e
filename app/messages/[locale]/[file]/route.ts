import { MESSAGE_BUNDLES, type MessageBundle } from '@/features/auth/model';
import { loadCompiledMessages } from '@/lib/i18n/compiled-messages';
import { pickMessages } from '@/lib/i18n/messages';
import { LOCALES, type Locale } from '@/lib/locales';

export const dynamic = 'force-static';
export const dynamicParams = false;

const FILE_SUFFIX = '.json';

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => Object.keys(MESSAGE_BUNDLES).map((bundle) => ({ locale, file: `${bundle}${FILE_SUFFIX}` })));
}

/** One message bundle of one language (features/auth/model/message-bundles.ts), prerendered at build time. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  const bundle = file.slice(0, -FILE_SUFFIX.length) as MessageBundle;
  if (!LOCALES.includes(locale as Locale) || !file.endsWith(FILE_SUFFIX) || !Object.hasOwn(MESSAGE_BUNDLES, bundle)) {
    return new Response(null, { status: 404 });
  }
  return Response.json(pickMessages(await loadCompiledMessages(locale as Locale), MESSAGE_BUNDLES[bundle]));
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

import { PROFILE_NAMESPACES, ProfileView } from '@/features/profile';
import { PageHeader } from '@/features/shell';
import QueryProvider from '@/lib/api/query-provider';
import ClientMessages from '@/lib/i18n/client-messages';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { PROFILE_ID_PATTERN } from '@/lib/routes';
import { clinicAddressLine } from '@/lib/site-texts';

type Params = LocaleParams<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = enableLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('profile.title'), robots: { index: false, follow: false } };
}

/**
 * The client's own page. Rendered per request and never cached (Next sends `private, no-store` for
 * dynamic pages); the server renders only the frame: the client's data is fetched in the browser,
 * where the access token lives.
 */
export default async function ProfilePage({ params }: { params: Params }) {
  const { locale, id } = await params;
  const language = enableLocale(locale);
  // Route validation: a malformed id is a fatal 404 for anyone, before any sign-in check.
  if (!PROFILE_ID_PATTERN.test(id)) notFound();
  await connection();
  const t = await getTranslations('Pages');
  return (
    <>
      <PageHeader title={t('profile.title')} lead={t('profile.description')} breadcrumbs={[{ label: t('profile.title') }]} />
      <QueryProvider>
        <ClientMessages namespaces={PROFILE_NAMESPACES}>
          <ProfileView id={id} clinicAddress={clinicAddressLine(language)} />
        </ClientMessages>
      </QueryProvider>
    </>
  );
}

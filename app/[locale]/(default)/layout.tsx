import type { ReactNode } from 'react';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { siteFooter, solidHeader } from '@/components/layout/page-chrome';

/** The default layout: solid header, the page, footer. */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  enableLocale((await params).locale);
  return (
    <>
      {solidHeader()}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {siteFooter()}
    </>
  );
}

import type { ReactNode } from 'react';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import SiteHeader from '@/components/layout/site-header';
import SiteFooter from '@/components/layout/site-footer';

/** The default layout: solid header, the page, footer. */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  enableLocale((await params).locale);
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

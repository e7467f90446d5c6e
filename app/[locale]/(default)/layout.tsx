import type { ReactNode } from 'react';

import { SiteFooter, SiteHeader } from '@/features/shell';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';

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

import type { ReactNode } from 'react';

import { SiteFooter, SiteHeader } from '@/features/shell';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';

/** The intro layout (home, about us): the header floats over a full-width hero; no page header band. */
export default async function IntroLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  enableLocale((await params).locale);
  return (
    <>
      <SiteHeader variant="intro" />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

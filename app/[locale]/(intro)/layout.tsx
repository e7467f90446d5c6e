import type { ReactNode } from 'react';
import SiteHeader from '@/components/layout/site-header';
import SiteFooter from '@/components/layout/site-footer';

/** The intro layout (home, about us): the header floats over a full-width hero; no page header band. */
export default function IntroLayout({ children }: { children: ReactNode }) {
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

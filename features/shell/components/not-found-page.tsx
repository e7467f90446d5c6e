import NotFoundContent from './not-found-content';
import SiteFooter from './site-footer';
import SiteHeader from './site-header';

/** "Page not found" with the site's header and footer (HTTP 404). */
export default function NotFoundPage() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <NotFoundContent />
      </main>
      <SiteFooter />
    </>
  );
}

import { siteFooter, solidHeader } from './page-chrome';
import NotFoundContent from './not-found-content';

/** "Page not found" with the site's header and footer (HTTP 404). */
export default function NotFoundPage() {
  return (
    <>
      {solidHeader()}
      <main id="main" tabIndex={-1}>
        <NotFoundContent />
      </main>
      {siteFooter()}
    </>
  );
}

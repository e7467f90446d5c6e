/**
 * The root segment's not-found boundary. Next embeds it in the flight data of every page; without this file
 * it embeds its own default page (about 1 kB with inline styles). Visitors never see it: the middleware gives
 * every path a locale, unmatched paths get global-not-found.tsx and a page's notFound() the localized
 * app/[locale]/not-found.tsx.
 */
export default function RootNotFound() {
  return <h1>404</h1>;
}

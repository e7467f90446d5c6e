import { notFound } from 'next/navigation';

/** Any path no route matches: the localized "Page not found" (HTTP 404). */
export default function CatchAll() {
  notFound();
}

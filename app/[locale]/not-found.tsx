import { NotFoundPage } from '@/features/shell';

/** An unknown slug or a failed route validation: notFound() from a page or its metadata (HTTP 404). */
export default function NotFound() {
  return <NotFoundPage />;
}

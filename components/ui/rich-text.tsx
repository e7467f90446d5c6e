import { sanitizeApiHtml } from '@/lib/sanitize';

/** HTML from the clinic API (news bodies, static pages), always through the one sanitizer. */
export default function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={['prose', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: sanitizeApiHtml(html) }} />;
}

import type { ServiceSlug } from '@/lib/routes';

/** Line drawings on a 24×24 grid, one per service. */
const PATHS: Record<ServiceSlug, string[]> = {
  ent: [
    'M7 9a5 5 0 1 1 10 0c0 3-3 4-3.5 6.5S12 20 10 20s-3-1.5-3-3',
    'M10 9a2 2 0 1 1 4 0c0 1.5-2 2-2 3.5',
  ],
  lab: ['M9 3h6', 'M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3', 'M7.5 15h9'],
  dentistry: [
    'M7 3.5c-2.5 0-4 2-4 4.5 0 3 1.5 4.5 2 7s1 6 2.5 6 1.8-3 2.5-5 1-2 2-2 1.3 0 2 2 1 5 2.5 5 2-3.5 2.5-6 2-4 2-7c0-2.5-1.5-4.5-4-4.5-2 0-3 1-5 1s-3-1-5-1Z',
  ],
  sonography: ['M3 4h18v12H3z', 'M8 20h8', 'M12 16v4', 'M6 11h2l1.5-3 2 6 2-5 1.5 2H18'],
  rhinoplasty: ['M10 3c0 4-1 7-4 11-.8 1 0 2.5 1.5 2.5H11', 'M11 16.5c1 0 2 .8 2 2', 'M15 4v16'],
  'plastic-surgery': [
    'M12 3c-4 0-6.5 3-6.5 7.5S8 21 12 21s6.5-6 6.5-10.5S16 3 12 3Z',
    'M9.5 10h.01M14.5 10h.01',
    'M10 15c1.2 1 2.8 1 4 0',
  ],
  'maxillofacial-surgery': ['M4 9c0 6 3.5 11 8 11s8-5 8-11', 'M4 9h16', 'M8 13h8', 'M9 9v4M12 9v4M15 9v4'],
};

export default function ServiceIcon({ service, className }: { service: ServiceSlug; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {PATHS[service].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

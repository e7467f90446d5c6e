import type { ReactNode } from 'react';

import styles from '@/components/ui/button.module.css';
import Link from '@/components/ui/link';

interface CtaLinkProps {
  /** A site path without locale prefix, or "#anchor" on the same page. */
  href: string;
  variant?: 'primary' | 'secondary' | 'light';
  children: ReactNode;
}

/** A link that looks like a (large) button: the page's calls to action. */
export default function CtaLink({ href, variant = 'primary', children }: CtaLinkProps) {
  const className = `${styles.button} ${styles.lg} ${styles[variant]}`;
  if (href.startsWith('#')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

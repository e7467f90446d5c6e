import type { ReactNode } from 'react';

import Breadcrumbs, { type Crumb } from './breadcrumbs';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  breadcrumbs: Crumb[];
  children?: ReactNode;
}

/** The top of every default-layout page: breadcrumb, the one h1, an optional lead paragraph. */
export default function PageHeader({ title, lead, breadcrumbs, children }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div className="container">
        <Breadcrumbs items={breadcrumbs} />
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}

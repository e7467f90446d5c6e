'use client';

import dynamic from 'next/dynamic';

/** The application form as a separate chunk, fetched only where the server rendered it (and so before it hydrates). */
export default dynamic(() => import('./application-form'));

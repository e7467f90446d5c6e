import { obtainSession } from '@/lib/auth/session-routes';

export const dynamic = 'force-dynamic';

export const POST = obtainSession;

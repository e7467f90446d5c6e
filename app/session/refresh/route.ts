import { refreshSession } from '@/features/auth/server/session-routes';
import { guardSessionCall } from '@/features/auth/server/session-guard';

export const dynamic = 'force-dynamic';

export const POST = guardSessionCall('refresh', refreshSession);

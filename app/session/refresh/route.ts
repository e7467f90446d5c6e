import { refreshSession } from '@/lib/auth/session-routes';
import { guardSessionCall } from '@/lib/http/session-guard';

export const dynamic = 'force-dynamic';

export const POST = guardSessionCall('refresh', refreshSession);

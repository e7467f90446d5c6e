import { guardSessionCall, refreshSession } from '@/features/auth/server';

export const dynamic = 'force-dynamic';

export const POST = guardSessionCall('refresh', refreshSession);

import { guardSessionCall, obtainSession } from '@/features/auth/server';

export const dynamic = 'force-dynamic';

export const POST = guardSessionCall('obtain', obtainSession);

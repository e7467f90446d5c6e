import { endSession, endSessionHere, guardSessionCall } from '@/features/auth/server';

export const dynamic = 'force-dynamic';

export const POST = guardSessionCall('logout', endSession, endSessionHere);

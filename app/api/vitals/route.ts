import { vitalsEndpoint } from '@/features/vitals/server';

/** Real visitors' speed: reports in (POST), the day's summary out (GET, operator only). features/vitals. */
export const dynamic = 'force-dynamic';

const endpoint = vitalsEndpoint();

export const POST = (request: Request) => endpoint.POST(request);
export const GET = (request: Request) => endpoint.GET(request);

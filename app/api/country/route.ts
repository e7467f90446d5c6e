/**
 * `GET /api/country`: the visitor's country, read from the header a CDN or the proxy sets
 * (COUNTRY_HEADER, default CF-IPCountry), for the phone field on the static public pages. The
 * browser asks the site itself, so no third party learns of the visit. Answered per request, never cached.
 */
import { countryFromHeaders, countryReply } from '@/features/phone/model';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return new Response(countryReply(countryFromHeaders(request.headers)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

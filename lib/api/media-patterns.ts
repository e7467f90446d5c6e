/**
 * What Next's image optimiser may fetch from the clinic API: its pictures under `/media/`, without a query, and
 * nothing else of that host (the optimiser fetches from the server's network, so a wider pattern would let anyone
 * make the site request any path of the API).
 */
export interface MediaImagePattern {
  protocol: 'http' | 'https';
  hostname: string;
  port: string;
  pathname: string;
  search: string;
}

export function mediaImagePatterns(apiUrl: string | undefined): MediaImagePattern[] {
  if (!apiUrl) return [];
  const url = new URL(apiUrl);
  return [
    {
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
      hostname: url.hostname,
      port: url.port,
      pathname: '/media/**',
      search: '',
    },
  ];
}

import { clientEnv } from '@/lib/env/client';
import { EnvError, serverEnv } from '@/lib/env/server';

describe('the typed environment', () => {
  it('gives every default when nothing is set', () => {
    expect(serverEnv({})).toMatchObject({
      PORT: 3000,
      API_URL: undefined,
      SITE_URL: undefined,
      TRUST_PROXY_HOPS: 0,
      API_TIMEOUT_MS: 5000,
      REDIS_KEY_PREFIX: 'clinic-site',
      SESSION_SIGNINS_PER_MINUTE: 10,
      SESSION_RENEWALS_PER_MINUTE: 60,
      COUNTRY_HEADER: 'CF-IPCountry',
      ROOT_REDIRECT: '',
      NEXT_DIST_DIR: '.next',
      NEXT_PUBLIC_IP_COUNTRY_URL: '/api/country',
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: '',
    });
  });

  it('types what it reads', () => {
    const env = serverEnv({ PORT: '3100', TRUST_PROXY_HOPS: '2', API_TIMEOUT_MS: '2500', SITE_URL: ' https://clinic.example ' });
    expect(env.PORT).toBe(3100);
    expect(env.TRUST_PROXY_HOPS).toBe(2);
    expect(env.API_TIMEOUT_MS).toBe(2500);
    expect(env.SITE_URL).toBe('https://clinic.example');
  });

  it.each([
    [{ SITE_URL: 'clinic.example' }, 'SITE_URL must be an absolute http(s) URL'],
    [{ API_URL: 'ftp://api.clinic.example' }, 'API_URL must be an absolute http(s) URL'],
    [{ NEXT_PUBLIC_API_URL: '/api' }, 'NEXT_PUBLIC_API_URL must be an absolute http(s) URL'],
    [{ PORT: 'eighty' }, 'PORT must be a port number'],
  ])('a bad value is one line naming the variable: %o', (source, message) => {
    expect(() => serverEnv(source)).toThrow(EnvError);
    expect(() => serverEnv(source)).toThrow(message);
    try {
      serverEnv(source);
    } catch (error) {
      expect((error as Error).message.split('\n')).toHaveLength(1);
    }
  });

  it.each([
    [{ TRUST_PROXY_HOPS: 'one' }, 'TRUST_PROXY_HOPS must be a whole number of 0 or more (0, 1, 2 …), got "one"'],
    [{ TRUST_PROXY_HOPS: '-1' }, 'TRUST_PROXY_HOPS must be a whole number of 0 or more'],
    [{ SESSION_SIGNINS_PER_MINUTE: '-3' }, 'SESSION_SIGNINS_PER_MINUTE must be a whole number above 0, got "-3"'],
    [{ SESSION_RENEWALS_PER_MINUTE: '0' }, 'SESSION_RENEWALS_PER_MINUTE must be a whole number above 0'],
    [{ API_TIMEOUT_MS: 'soon' }, 'API_TIMEOUT_MS must be a number above 0, got "soon"'],
    [{ REDIS_TIMEOUT_MS: '0' }, 'REDIS_TIMEOUT_MS must be a number above 0'],
    [{ REDIS_URL: 'cache:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ METRICS_PORT: '9464x' }, 'METRICS_PORT must be a port number'],
    [{ DEMO_IN_PRODUCTION: 'yes' }, 'DEMO_IN_PRODUCTION must be 1 (on) or 0 (off), got "yes"'],
  ])('a bad number, address or word is refused, never read as the default: %o', (source, message) => {
    expect(() => serverEnv(source)).toThrow(EnvError);
    expect(() => serverEnv(source)).toThrow(message);
  });

  it('reads numbers, words and switches as written', () => {
    expect(
      serverEnv({
        TRUST_PROXY_HOPS: '0',
        SESSION_SIGNINS_PER_MINUTE: '25',
        REDIS_TIMEOUT_MS: '500',
        REDIS_URL: 'rediss://site:secret@cache:6380',
        LOG_LEVEL: ' WARN ',
        METRICS_PORT: '9464',
        DEMO_IN_PRODUCTION: '1',
      }),
    ).toMatchObject({
      TRUST_PROXY_HOPS: 0,
      SESSION_SIGNINS_PER_MINUTE: 25,
      REDIS_TIMEOUT_MS: 200,
      REDIS_URL: 'rediss://site:secret@cache:6380',
      LOG_LEVEL: 'warn',
      METRICS_PORT: 9464,
      DEMO_IN_PRODUCTION: true,
    });
  });

  it('reads the browser part by literal names (vitest switches the country lookup off)', () => {
    expect(clientEnv().NEXT_PUBLIC_IP_COUNTRY_URL).toBe('');
  });
});

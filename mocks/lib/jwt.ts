/** Signed tokens of the demo API (HS256, jose). */
import { webcrypto } from 'node:crypto';

import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

import { demoEnv } from './env';

// A CryptoKey rather than bytes: jose's byte check fails across realms (jsdom test environment).
const secret = () =>
  webcrypto.subtle.importKey('raw', Buffer.from(demoEnv.jwtSecret(), 'utf8'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

export interface AccessPayload extends JWTPayload {
  sub: string;
  name: string;
  phone: string;
  typ: 'access';
}

export interface RefreshPayload extends JWTPayload {
  sub: string;
  jti: string;
  typ: 'refresh';
}

/** `issuedAtSeconds`: the moment the caller based its times on, so `exp - iat` is exactly the lifetime it meant. */
export async function signAccess(sub: string, name: string, phone: string, issuedAtSeconds: number): Promise<string> {
  return new SignJWT({ name, phone, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(issuedAtSeconds + demoEnv.accessTtlSeconds())
    .sign(await secret());
}

export async function signRefresh(sub: string, jti: string, expiresAtSeconds: number, issuedAtSeconds: number): Promise<string> {
  return new SignJWT({ typ: 'refresh' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setJti(jti)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(expiresAtSeconds)
    .sign(await secret());
}

async function verify(token: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, await secret(), { algorithms: ['HS256'] });
    return payload;
  } catch {
    return null;
  }
}

export async function verifyAccess(token: string): Promise<AccessPayload | null> {
  const payload = await verify(token);
  return payload?.typ === 'access' && typeof payload.sub === 'string' ? (payload as AccessPayload) : null;
}

export async function verifyRefresh(token: string): Promise<RefreshPayload | null> {
  const payload = await verify(token);
  return payload?.typ === 'refresh' && typeof payload.sub === 'string' && typeof payload.jti === 'string'
    ? (payload as RefreshPayload)
    : null;
}

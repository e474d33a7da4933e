import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { isConditionFailure } from '../shared/dynamo.js';
import { env } from '../shared/env.js';
import { UnauthorizedError } from '../shared/errors.js';
import { newUlid } from '../shared/ids.js';
import { MESSAGES } from '../shared/errors.js';
import { sessionEntity } from './session.entity.js';

export type Audience = 'admin' | 'customer';

export interface IssuedToken {
  token: string;
  /** Lifetime in minutes. */
  expires_in: number;
  expires_at: string;
}

const ISSUER = 'shop';
const secret = () => new TextEncoder().encode(env().TOKEN_SECRET);

/** Signs a token for one audience and records its session; lifetime comes from site settings. */
export async function issueToken(audience: Audience, subject: number, lifetimeMinutes: number): Promise<IssuedToken> {
  const jti = newUlid();
  const now = Math.floor(Date.now() / 1000);
  const exp = now + lifetimeMinutes * 60;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setSubject(String(subject))
    .setJti(jti)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(secret());
  await sessionEntity.put({ jti, audience, subject, created_at: new Date().toISOString(), expires_at: exp }).go();
  return { token, expires_in: lifetimeMinutes, expires_at: new Date(exp * 1000).toISOString() };
}

export interface VerifiedToken {
  subject: number;
  jti: string;
  expiresAt: number;
}

/** Verifies signature, audience, expiry and that the session was not revoked. */
export async function verifyToken(audience: Audience, token: string): Promise<VerifiedToken> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, secret(), { issuer: ISSUER, audience, algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError(MESSAGES.loginExpired);
    throw new UnauthorizedError();
  }
  const jti = payload.jti;
  const subject = Number(payload.sub);
  if (!jti || !Number.isSafeInteger(subject)) throw new UnauthorizedError();
  const { data } = await sessionEntity.get({ jti }).go();
  if (!data || data.audience !== audience || data.subject !== subject) throw new UnauthorizedError();
  return { subject, jti, expiresAt: payload.exp ?? 0 };
}

export async function revokeToken(jti: string): Promise<void> {
  await sessionEntity.delete({ jti }).go();
}

/**
 * Single-use exchange: the old session is deleted on the condition that it still exists, and only
 * the request whose delete succeeded gets a new token — ten parallel refreshes of one token yield one.
 */
export async function rotateToken(verified: VerifiedToken, audience: Audience, lifetimeMinutes: number): Promise<IssuedToken> {
  try {
    await sessionEntity
      .delete({ jti: verified.jti })
      .where((attr, op) => `${op.exists(attr.jti)} AND ${op.eq(attr.subject, verified.subject)}`)
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new UnauthorizedError();
    throw error;
  }
  return issueToken(audience, verified.subject, lifetimeMinutes);
}

/** Ends every session of one account, except `keepJti` (the caller's own); answers how many ended. */
export async function endSessions(audience: Audience, subject: number, keepJti?: string): Promise<number> {
  const { data } = await sessionEntity.query.bySubject({ audience, subject }).go({ pages: 'all', attributes: ['jti'] });
  const ended = data.filter((s) => s.jti !== keepJti).map((s) => ({ jti: s.jti }));
  for (let i = 0; i < ended.length; i += 25) await sessionEntity.delete(ended.slice(i, i + 25)).go();
  return ended.length;
}

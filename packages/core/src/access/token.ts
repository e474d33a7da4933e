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

/**
 * What a token says beyond who it is for: an admin token carries the role the admin had when it was
 * issued (`rid`), so a request reads the session, the admin and that role together (decision 0019).
 * It is a hint, never a grant: the admin record read with it decides, and a role changed since is read
 * again (`Admin.actor`).
 */
export interface TokenClaims {
  role?: number;
}

/** Signs a token for one audience and records its session; lifetime comes from site settings. */
export async function issueToken(
  audience: Audience,
  subject: number,
  lifetimeMinutes: number,
  claims: TokenClaims = {},
): Promise<IssuedToken> {
  const jti = newUlid();
  const now = Math.floor(Date.now() / 1000);
  const exp = now + lifetimeMinutes * 60;
  const token = await new SignJWT(claims.role !== undefined ? { rid: claims.role } : {})
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

export interface VerifiedToken extends TokenClaims {
  subject: number;
  jti: string;
  expiresAt: number;
}

/**
 * Verifies signature, audience, expiry and that the session was not revoked. `load` reads what the
 * request needs about the account from the token's claims; it runs together with the session read
 * (one round trip), and its answer is used only if the session holds.
 */
export async function verifyToken(audience: Audience, token: string): Promise<VerifiedToken>;
export async function verifyToken<T>(
  audience: Audience,
  token: string,
  load: (claims: VerifiedToken) => Promise<T>,
): Promise<VerifiedToken & { loaded: T }>;
export async function verifyToken<T>(
  audience: Audience,
  token: string,
  load?: (claims: VerifiedToken) => Promise<T>,
): Promise<VerifiedToken & { loaded?: T }> {
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
  const role = typeof payload.rid === 'number' && Number.isSafeInteger(payload.rid) ? payload.rid : undefined;
  const claims: VerifiedToken = { subject, jti, expiresAt: payload.exp ?? 0, ...(role !== undefined ? { role } : {}) };
  const [session, loaded] = await Promise.allSettled([sessionEntity.get({ jti }).go(), load ? load(claims) : Promise.resolve(undefined)]);
  // A revoked session answers 401 whatever the account read found.
  if (session.status === 'rejected') throw session.reason;
  const { data } = session.value;
  if (!data || data.audience !== audience || data.subject !== subject) throw new UnauthorizedError();
  if (loaded.status === 'rejected') throw loaded.reason;
  return { ...claims, ...(load ? { loaded: loaded.value } : {}) };
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
  return issueToken(audience, verified.subject, lifetimeMinutes, verified.role !== undefined ? { role: verified.role } : {});
}

/** Ends every session of one account, except `keepJti` (the caller's own); answers how many ended. */
export async function endSessions(audience: Audience, subject: number, keepJti?: string): Promise<number> {
  const { data } = await sessionEntity.query.bySubject({ audience, subject }).go({ pages: 'all', attributes: ['jti'] });
  const ended = data.filter((s) => s.jti !== keepJti).map((s) => ({ jti: s.jti }));
  for (let i = 0; i < ended.length; i += 25) await sessionEntity.delete(ended.slice(i, i + 25)).go();
  return ended.length;
}

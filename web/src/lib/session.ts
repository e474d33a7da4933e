import { apiUrl } from './api-base';
import { getCookie, removeCookie, setCookie } from './cookies';
import { i18n } from './i18n';
import { navigate } from './navigation';
import { queryClient } from './query-client';
import { adminKeys, customerKeys } from './query-keys';
import { notify } from './toast';

/**
 * Two audiences hold separate tokens (spec section 6). Each token sits in a cookie with a 7-day
 * expiry record beside it; a refresh is scheduled 10 minutes before the token expires and a failed
 * refresh logs out.
 */
export type Audience = 'admin' | 'customer';

export interface TokenResponse {
  token: string;
  expires_at?: string;
  expires_in?: number;
}

const COOKIES: Record<Audience, { token: string; expires: string }> = {
  admin: { token: 'admin_token', expires: 'admin_token_expires_at' },
  customer: { token: 'token', expires: 'token_expires_at' },
};
const RECORD_DAYS = 7;
const REFRESH_LEAD_MS = 10 * 60_000;
const RELOGIN_DELAY_MS = 1000;
const MAX_TIMER_MS = 2_147_000_000;
const TAB_RACE_GRACE_MS = 1000;

const timers: Partial<Record<Audience, ReturnType<typeof setTimeout>>> = {};
const expiring: Partial<Record<Audience, boolean>> = {};
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToken(audience: Audience): string | undefined {
  return getCookie(COOKIES[audience].token) || undefined;
}

export function getExpiry(audience: Audience): Date | undefined {
  const raw = getCookie(COOKIES[audience].expires);
  const date = raw ? new Date(raw) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function expiryOf(response: TokenResponse): Date | undefined {
  if (response.expires_at) return new Date(response.expires_at);
  if (typeof response.expires_in === 'number') return new Date(Date.now() + response.expires_in * 60_000);
  return undefined;
}

/** Stores a fresh token (login, register, refresh) and schedules its refresh. */
export function startSession(audience: Audience, response: TokenResponse): void {
  setCookie(COOKIES[audience].token, response.token, RECORD_DAYS);
  const expiry = expiryOf(response);
  if (expiry) setCookie(COOKIES[audience].expires, expiry.toISOString(), RECORD_DAYS);
  else removeCookie(COOKIES[audience].expires);
  expiring[audience] = false;
  scheduleRefresh(audience);
  emit();
}

const loggedOutAt: Partial<Record<Audience, number>> = {};

/** Whether the user chose to log out a moment ago (guards then send them home, not to login). */
export function justLoggedOut(audience: Audience): boolean {
  return Date.now() - (loggedOutAt[audience] ?? 0) < 5_000;
}

/** A deliberate logout: like clearSession, remembered briefly so guards know why the token went. */
export function endSession(audience: Audience): void {
  loggedOutAt[audience] = Date.now();
  clearSession(audience);
}

export function clearSession(audience: Audience): void {
  removeCookie(COOKIES[audience].token);
  removeCookie(COOKIES[audience].expires);
  if (audience === 'customer') removeCookie('cart_id');
  const timer = timers[audience];
  if (timer) clearTimeout(timer);
  delete timers[audience];
  queryClient.removeQueries({ queryKey: audience === 'admin' ? adminKeys.all : customerKeys.all });
  emit();
}

/** Expired or refused token: clear, warn, and send the user to log in again after one second. */
export function expireSession(audience: Audience): void {
  if (expiring[audience]) return;
  expiring[audience] = true;
  clearSession(audience);
  notify.warning(i18n.t('common:session.expiredTitle'), i18n.t('common:session.expiredDescription'));
  setTimeout(() => {
    expiring[audience] = false;
    navigate(audience === 'admin' ? '/admin/login' : '/');
  }, RELOGIN_DELAY_MS);
}

function scheduleRefresh(audience: Audience): void {
  const existing = timers[audience];
  if (existing) clearTimeout(existing);
  delete timers[audience];
  const expiry = getExpiry(audience);
  if (!expiry || !getToken(audience)) return;
  const delay = Math.min(Math.max(expiry.getTime() - Date.now() - REFRESH_LEAD_MS, 0), MAX_TIMER_MS);
  timers[audience] = setTimeout(() => void refresh(audience), delay);
}

const refreshing: Partial<Record<Audience, Promise<void>>> = {};

/** Resolves once a refresh under way for the audience (if any) has finished. */
export function refreshSettled(audience: Audience): Promise<void> {
  return refreshing[audience] ?? Promise.resolve();
}

function refresh(audience: Audience): Promise<void> {
  const running = (refreshing[audience] ??= doRefresh(audience).finally(() => delete refreshing[audience]));
  return running;
}

async function doRefresh(audience: Audience): Promise<void> {
  const token = getToken(audience);
  if (!token) return;
  try {
    // Plain fetch on purpose: the API client's own 401 handling would recurse into this module.
    const response = await fetch(apiUrl('/api/token/refresh'), {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    const body = (await response.json().catch(() => ({}))) as Partial<TokenResponse> & { messages?: unknown };
    if (!response.ok || body.messages !== undefined || typeof body.token !== 'string') throw new Error('refresh');
    startSession(audience, { token: body.token, expires_at: body.expires_at, expires_in: body.expires_in });
  } catch {
    // Refresh is single-use on the server: another tab may have exchanged this same token a moment
    // ago. Its new token lands in the shared cookie; adopt it instead of logging out.
    await new Promise((resolve) => setTimeout(resolve, TAB_RACE_GRACE_MS));
    const current = getToken(audience);
    if (current && current !== token) scheduleRefresh(audience);
    else expireSession(audience);
  }
}

/** On start-up, re-arm the refresh timers for tokens kept from an earlier visit. */
export function resumeSessions(): void {
  scheduleRefresh('admin');
  scheduleRefresh('customer');
}

import { renderScope } from './render-scope';

/**
 * `document.cookie` as read once per task: reading it is a synchronous call into the browser's
 * cookie store, and a render asks for the session tokens many times (every `useSessionToken`, on
 * every render and commit). Writes here drop the copy; other tabs' writes are seen from the next task.
 */
let jar: string | undefined;

function cookies(): string {
  // A server render reads the request's (language and currency only: render-scope.ts).
  if (typeof document === 'undefined') return renderScope()?.cookies ?? '';
  if (jar === undefined) {
    jar = document.cookie;
    queueMicrotask(() => {
      jar = undefined;
    });
  }
  return jar;
}

/** Tiny cookie helpers; every cookie the SPA writes lives on path `/`. */
export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of cookies().split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

export function setCookie(name: string, value: string, days = 7): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  jar = undefined;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  jar = undefined;
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/**
 * Lets non-React code (the API client, session timers) navigate inside the SPA. The router
 * registers itself at start-up; before that a full page load is the fallback.
 */
type Navigate = (to: string) => void;

let navigateFn: Navigate = (to) => window.location.assign(to);

export function setNavigate(fn: Navigate): void {
  navigateFn = fn;
}

export function navigate(to: string): void {
  navigateFn(to);
}

import { useEffect } from 'react';
import { LEAD_SOURCES } from '@shop/core/shared/lead-source.schema';
import { client } from '../../lib/client';

const VISITOR_KEY = 'shop-funnel-visitor';
const SOURCE_KEY = 'shop-funnel-source';

/** The lead source a link names (`?source=` or `?utm_source=`), remembered for the visit's later steps. */
export function sourceOf(params: URLSearchParams): string | null {
  const named = (params.get('source') ?? params.get('utm_source') ?? '').toLowerCase();
  if ((LEAD_SOURCES as readonly string[]).includes(named)) {
    sessionStorage.setItem(SOURCE_KEY, named);
    return named;
  }
  return sessionStorage.getItem(SOURCE_KEY);
}

/** This browser's visitor id: a reload or a second visit of a step is not counted again. */
function visitorId(): string {
  let id = localStorage.getItem(VISITOR_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(VISITOR_KEY, id);
  }
  return id;
}

/** Counts the step's visit once it is shown in a browser (never on the server, never for a robot's render). */
export function useVisit(url: string, step: string | undefined, params: URLSearchParams) {
  useEffect(() => {
    if (!step) return;
    const source = sourceOf(params);
    void client.api.funnel[':url'].visit.$post({ param: { url }, json: { step, visitor: visitorId(), source } }).catch(() => undefined);
  }, [url, step, params]);
}

/** The lead source this visit's link named (kept for the session), read in the browser only. */
export function rememberedSource(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(SOURCE_KEY);
}

import type { StoreFunnel } from './funnel-data';

/** A funnel's form step: the form where the visitor becomes a lead. Forms join with issue 28 §3; until then no funnel can have one. */
export function FunnelFormStep(_props: { funnel: StoreFunnel; step: StoreFunnel['steps'][number]; nextPath: string | null }) {
  return null;
}

import { createContext, useContext } from 'react';

/**
 * How the generic screens ask "may I?". The admin shell provides the signed-in admin's permission
 * list; without a provider everything is allowed (useful in isolation).
 */
export type Can = (permission: string) => boolean;

export const CanContext = createContext<Can>(() => true);

export function useCan(): Can {
  return useContext(CanContext);
}

export function resourcePermissions(can: Can, p: { singular: string; plural: string }) {
  return {
    list: can(`get ${p.plural}`),
    view: can(`get ${p.singular}`),
    create: can(`create ${p.singular}`),
    update: can(`update ${p.singular}`),
    destroy: can(`destroy ${p.singular}`),
    batchUpdate: can(`batch_update ${p.plural}`),
    batchDestroy: can(`batch_destroy ${p.plural}`),
  };
}

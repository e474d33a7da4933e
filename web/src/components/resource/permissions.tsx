import { createContext, useContext } from 'react';

/**
 * How the generic screens ask "may I?". The admin shell provides the signed-in admin's permission
 * list; without a provider everything is allowed (useful in isolation).
 */
export type Can = (permission: string) => boolean;

export const CanContext = createContext<Can>(() => true);

/** The signed-in admin's id, for rules such as "you cannot delete your own account". */
export const AdminIdContext = createContext<number | undefined>(undefined);

export function useCan(): Can {
  return useContext(CanContext);
}

/**
 * The permission that reads a remote option source, by its API resource (`warehouse` → `get
 * warehouses`). The admin shell provides it from the resource declarations; `undefined` means no
 * permission is needed.
 */
export type ReadPermission = (resource: string) => string | undefined;

export const ReadPermissionContext = createContext<ReadPermission>(() => undefined);

/**
 * Whether the signed-in admin may read a remote option source. Sources they may not read are not
 * requested at all: a filter built on one is not offered, a select has no options, and no 403
 * reaches the screen.
 */
export function useCanRead(): (remote: { resource: string; permission?: string } | undefined) => boolean {
  const can = useCan();
  const readPermission = useContext(ReadPermissionContext);
  return (remote) => {
    if (!remote) return false;
    const permission = remote.permission ?? readPermission(remote.resource);
    return permission === undefined || can(permission);
  };
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

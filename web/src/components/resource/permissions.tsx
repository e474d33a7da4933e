import { createContext, useContext } from 'react';
import type { Permissions } from '@shop/core/shared/contract';

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

export function resourcePermissions(can: Can, p: Permissions) {
  return {
    list: can(p.list),
    view: can(p.get),
    create: can(p.create),
    update: can(p.update),
    destroy: can(p.destroy),
    batchUpdate: can(p.batchUpdate),
    batchDestroy: can(p.batchDestroy),
  };
}

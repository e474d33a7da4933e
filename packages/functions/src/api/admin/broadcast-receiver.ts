import { BroadcastReceiver } from '@shop/core/broadcast/broadcast-receiver';
import { BroadcastReceiverContract } from '@shop/core/broadcast/broadcast-receiver.contract';
import { crudRoutes } from '../resource.js';
import { nameRoutes } from './by-name.js';

/** Audiences: the list, create and batch delete, and one by id or by its name. */
export const broadcastReceiverRoutes = crudRoutes(BroadcastReceiverContract, BroadcastReceiver).route(
  '/',
  nameRoutes(BroadcastReceiverContract, BroadcastReceiver),
);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/broadcast-receiver', broadcastReceiverRoutes]] as const;

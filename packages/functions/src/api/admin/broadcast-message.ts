import { BroadcastMessage } from '@shop/core/broadcast/broadcast-message';
import { BroadcastMessageContract } from '@shop/core/broadcast/broadcast-message.contract';
import { crudRoutes } from '../resource.js';

export const broadcastMessageRoutes = crudRoutes(BroadcastMessageContract, BroadcastMessage);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/broadcast-message', broadcastMessageRoutes]] as const;

import { Hono } from 'hono';
import { z } from 'zod';
import { AnnouncementContract } from '@shop/core/announcement/announcement.contract';
import { AccountContract } from '@shop/core/access/admin.contract';
import { GroupContract } from '@shop/core/access/group.contract';
import { RoleContract } from '@shop/core/access/role.contract';
import { AttributeContract } from '@shop/core/catalog/attribute.contract';
import { BrandContract } from '@shop/core/catalog/brand.contract';
import { ProductContract } from '@shop/core/catalog/product.contract';
import { MenuContract } from '@shop/core/content/menu.contract';
import { CustomerContract } from '@shop/core/customer/customer.contract';
import { WarehouseContract } from '@shop/core/inventory/warehouse.contract';
import { PoContract } from '@shop/core/purchasing/po.contract';
import { SupplierContract } from '@shop/core/purchasing/supplier.contract';
import { recordCounts } from '@shop/core/shared/counts';
import type { AppEnv } from '../context.js';
import { doc } from '../openapi.js';

/** The resources the dashboard counts: their API path, and the store whose row counter counts them. */
const COUNTED = [
  [RoleContract, 'role'],
  [AccountContract, 'admin'],
  [GroupContract, 'group'],
  [BrandContract, 'brand'],
  [MenuContract, 'menu'],
  [CustomerContract, 'customer'],
  [AttributeContract, 'attribute'],
  [ProductContract, 'product'],
  [WarehouseContract, 'warehouse'],
  [SupplierContract, 'supplier'],
  [PoContract, 'po'],
  [AnnouncementContract, 'announcement'],
] as const;

const Summary = z.object({ counts: z.record(z.string(), z.number()) });

/**
 * `GET /api/admin/summary`: how many records each resource the signed-in admin may list holds, keyed
 * by its API path — one read of the row counters, not a page of every list (issue 8 §2).
 */
export const summaryRoutes = new Hono<AppEnv>().get(
  '/summary',
  doc({ summary: 'Record counts of the resources the admin may list (the dashboard)', response: Summary }),
  async (c) => {
    const held = c.get('admin').permissions;
    const visible = COUNTED.filter(([contract]) => held.includes(contract.permissions.list));
    const counts = await recordCounts(visible.map(([, store]) => store));
    return c.json({ counts: Object.fromEntries(visible.map(([contract, store]) => [contract.path, counts[store] ?? 0])) }, 200);
  },
);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/', summaryRoutes]] as const;

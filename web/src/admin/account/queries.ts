import type { QueryClient } from '@tanstack/react-query';
import type { TransferInput } from '@shop/core/access/admin.schema';
import type { z } from 'zod';
import { client, unwrap } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';

/** What is handed over: the admin's sales team (other admins) or their customers. */
export type TransferKind = 'sales' | 'customer';

/** `PUT /api/admin/account/{id}/transfer/{kind}`. */
export const transfer = (id: string, kind: TransferKind, body: z.output<typeof TransferInput>) =>
  unwrap(client.api.admin.account[':id{[0-9]+}'].transfer[kind].$put({ param: { id }, json: body }));

/** A sales team moves between admins (their parent changes); customers move to another admin (users). */
export const transferred = (queryClient: QueryClient, kind: TransferKind) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.resource(kind === 'sales' ? 'account' : 'user').all });

import { useQuery } from '@tanstack/react-query';
import type { PermissionNode } from '@shop/core/access/permissions';
import { api } from '../../lib/api';
import { adminKeys } from '../../lib/query-keys';

interface RawNode {
  key?: string;
  id?: string;
  name?: string;
  title?: string;
  label?: string;
  children?: RawNode[];
}

function normalise(nodes: RawNode[]): PermissionNode[] {
  return nodes.map((n) => {
    const key = n.key ?? n.id ?? n.name ?? n.title ?? n.label ?? '';
    return { key, title: n.title ?? n.label ?? n.name ?? key, children: n.children ? normalise(n.children) : undefined };
  });
}

/** The permission catalogue as the role editor's tree (`GET /api/admin/role/permission`); it never changes while the app runs. */
export function usePermissionTree() {
  return useQuery({
    queryKey: adminKeys.permissionTree(),
    queryFn: async () => normalise(await api.get<RawNode[]>('/admin/role/permission')),
    staleTime: Infinity,
  });
}

export { ResourceList } from './resource-list';
export { ResourceForm } from './resource-form';
export { FieldControl } from './field-control';
export { ListPagination } from './list-pagination';
export { resourceRoutes, type Guard } from './resource-routes';
export {
  AdminIdContext,
  CanContext,
  ReadPermissionContext,
  useCan,
  useCanRead,
  resourcePermissions,
  type Can,
  type ReadPermission,
} from './permissions';
export { defineResource } from './define-resource';
export { customField } from './custom-widget';
export type * from './types';
export { enabledColumn, idColumn, nameColumn, updatedAtColumn, VISIBILITY_ACTIONS, visibilityColumn, visibilityFilter } from './columns';
export { passwordFields } from './fields';

export { ResourceList } from './resource-list';
export { ResourceForm } from './resource-form';
export { resourceRoutes, type Guard } from './resource-routes';
export { CanContext, useCan, resourcePermissions, type Can } from './permissions';
export { defineResource } from './types';
export type * from './types';
export { enabledColumn, idColumn, nameColumn, updatedAtColumn } from './columns';
export { passwordFields } from './fields';

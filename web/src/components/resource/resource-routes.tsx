import type { ReactNode } from 'react';
import { Route, useParams } from 'react-router-dom';
import { ResourceForm } from './resource-form';
import { ResourceList } from './resource-list';
import type { AnyResource } from './types';

export type Guard = (permission: string, element: ReactNode) => ReactNode;

/**
 * List, create and edit routes for each definition, each behind its permission:
 * list `get <plural>`, create `create <singular>`, edit `update <singular>`; a read-only resource
 * has its list only (and its `createScreen`, if it declares one); `pages` add their own screens
 * (default permission: the list's).
 * Paths are relative to the admin route tree (`brand`, `brand/create`, `brand/edit/:id`).
 */
export function resourceRoutes(definitions: AnyResource[], guard: Guard) {
  return definitions.flatMap((definition) => {
    const permissions = definition.permissions;
    const list = (
      <Route
        key={`${definition.name}-list`}
        path={definition.name}
        element={guard(permissions.list, <ResourceList key={definition.name} definition={definition} />)}
      />
    );
    const pages = (definition.pages ?? []).map((page) => (
      <Route
        key={`${definition.name}-${page.path}`}
        path={`${definition.name}/${page.path}`}
        element={guard(page.permission ?? permissions.list, <page.component />)}
      />
    ));
    const CreateScreen = definition.createScreen;
    const create = (
      <Route
        key={`${definition.name}-create`}
        path={`${definition.name}/create`}
        element={guard(
          permissions.create,
          CreateScreen ? <CreateScreen /> : <ResourceForm key={`${definition.name}-create`} definition={definition} mode="create" />,
        )}
      />
    );
    if (definition.readOnly) return CreateScreen ? [list, ...pages, create] : [list, ...pages];
    return [
      list,
      ...pages,
      create,
      <Route
        key={`${definition.name}-edit`}
        path={`${definition.name}/edit/:id`}
        element={guard(permissions.update, <EditRoute definition={definition} />)}
      />,
    ];
  });
}

/** Remounts the form per id so nothing of the previous item survives. */
function EditRoute({ definition }: { definition: AnyResource }) {
  const { id } = useParams();
  return <ResourceForm key={`${definition.name}-${id}`} definition={definition} mode="edit" />;
}

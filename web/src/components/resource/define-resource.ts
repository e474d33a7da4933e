import type { AnyContract, FormOf, InfoOf, RowOf } from '@shop/core/shared/contract';
import { completeForm } from './schema-fields';
import type { AnyResource, FormValues, ResourceDeclaration, ResourceDefinition, Row } from './types';

/**
 * Declares a resource's screens from its core contract: list rows, items and form values are the
 * contract's types, so a column, field or default naming a field the API does not have fails
 * typecheck. `X` adds form-only values (e.g. the product editor's set-aside variants). The types are
 * kept while declaring and erased for the generic screens.
 */
type AsRow<T> = T extends Row ? T : never;
type AsForm<T> = T extends FormValues ? T : never;

export function defineResource<C extends AnyContract, X extends FormValues = Record<never, never>>(
  contract: C,
  declaration: ResourceDeclaration<AsRow<RowOf<C>>, AsForm<Omit<FormOf<C>, keyof X> & NoInfer<X>>, AsRow<InfoOf<C>>>,
): AnyResource {
  const form = completeForm(declaration.name, [contract.input, contract.update], {
    fields: declaration.fields,
    defaults: declaration.defaults,
    omit: declaration.formOmit,
  });
  const definition: ResourceDefinition<AsRow<RowOf<C>>, AsForm<Omit<FormOf<C>, keyof X> & NoInfer<X>>, AsRow<InfoOf<C>>> = {
    schema: (mode) => (mode === 'create' ? contract.input : contract.update),
    ...declaration,
    fields: form.fields,
    defaults: form.defaults,
    contract,
    apiPath: contract.path,
    permissions: contract.permissions,
  };
  return definition as unknown as AnyResource;
}

import type { FieldValues, Resolver } from 'react-hook-form';
import type { LoginValues } from './schemas';

/**
 * A resolver whose schema loads with the first validation (the first submit): zod and core's
 * validation rules are most of a login page's script, and a page needs them only once someone
 * sends the form (decision 0020). The schema itself is still core's, as the API's.
 */
export function deferredResolver<V extends FieldValues>(load: () => Promise<Resolver<V>>): Resolver<V> {
  let resolver: Promise<Resolver<V>> | undefined;
  return async (values, context, options) => {
    resolver ??= load();
    return (await resolver)(values, context, options);
  };
}

/** `LoginInput` (core) for the shop's and the back office's login forms. */
export const loginResolver = deferredResolver<LoginValues>(() => import('./login-schema-resolver').then((m) => m.loginSchemaResolver));

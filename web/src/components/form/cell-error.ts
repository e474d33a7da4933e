type Loose = Record<string, unknown> | undefined;

export type ErrorPath = string | readonly (string | number)[];

/**
 * The message at a nested error path of a form (`stocks.3.sku`, `['lines', 0, 'quantity']`),
 * whether the schema put it there in the browser or a server 422 did (its field path nests the same
 * way). A list keeps its own message under `root`.
 */
export function cellError(errors: unknown, path: ErrorPath): string | undefined {
  const parts = typeof path === 'string' ? path.split('.') : path;
  let node: unknown = errors;
  for (const part of parts) node = (node as Loose)?.[part];
  const message = (node as Loose)?.message ?? ((node as Loose)?.root as Loose)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

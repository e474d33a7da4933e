type Loose = Record<string, unknown> | undefined;

/**
 * The message at a nested error path of a form (`stocks.3.sku`, `lines.0.quantity`), whether it
 * came from the schema or from the server; a list keeps its own message under `root`.
 */
export function errorAt(errors: unknown, ...path: (string | number)[]): string | undefined {
  let node: unknown = errors;
  for (const part of path) node = (node as Loose)?.[part];
  const message = (node as Loose)?.message ?? ((node as Loose)?.root as Loose)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

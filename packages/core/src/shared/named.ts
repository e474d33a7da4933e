import { z } from 'zod';

/**
 * Names a (recursive) schema so OpenAPI shows it as a component (`MenuNode`) rather than an inline
 * `$defs`. A module loaded twice (tests that re-import the app) replaces its earlier registration.
 */
export function named<T extends z.ZodType>(schema: T, id: string): T {
  const earlier = z.globalRegistry._idmap.get(id);
  if (earlier) z.globalRegistry.remove(earlier);
  z.globalRegistry.add(schema, { id });
  return schema;
}

import type { AnyResource } from '../components/resource';

/**
 * Every admin resource declared in a `*.resource.ts(x)` file under admin/: a feature joins by having
 * the file (each exports its one definition); nothing lists them by hand. Routes, sidebar, breadcrumbs
 * and the dashboard read this list, in sidebar order.
 */
const declared = import.meta.glob<Record<string, AnyResource>>('./**/*.resource.{ts,tsx}', { eager: true });

export const resources: AnyResource[] = Object.values(declared)
  .flatMap((module) => Object.values(module))
  .sort((a, b) => (a.navOrder ?? 100) - (b.navOrder ?? 100) || a.name.localeCompare(b.name));

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/**
 * The lists that join every domain, written from the folders rather than by hand. A domain joins by
 * having the file: `packages/core/src/<domain>/<domain>.permissions.ts` (its permission groups) and
 * an admin router module in `packages/functions/src/api/admin/` that exports `mounts` (its routers
 * and their paths). Entities need no list (entities.test.ts finds every `*.entity.ts`) and the web's
 * resources none either (`import.meta.glob` in web/src/admin/resources.ts).
 *
 * `npm run registry` writes the files; `registry.test.ts` fails when one is not what this writes, so
 * a list edited by hand, or a new domain not yet joined, is caught by `npm test`.
 */
const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const CORE = path.join(ROOT, 'packages/core/src');
const ADMIN = path.join(ROOT, 'packages/functions/src/api/admin');

const HEADER = '// Written by scripts/registry.ts (`npm run registry`) from the folders: do not edit.\n';

/** `blog-category` → `blogCategory`: an identifier from a file or folder name. */
const identifier = (name: string) => name.replace(/[-.]([a-z])/g, (_, c: string) => c.toUpperCase());

/** Every domain's permission groups, domain by domain in folder-name order. */
function permissionGroups(): string {
  const domains = readdirSync(CORE, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .filter((domain) => readdirSync(path.join(CORE, domain)).includes(`${domain}.permissions.ts`))
    .sort();
  const imports = domains.map((d) => `import { PERMISSION_GROUPS as ${identifier(d)} } from '../${d}/${d}.permissions.js';`);
  return (
    HEADER +
    imports.join('\n') +
    "\n\n/** Every domain's permission groups (`<domain>/<domain>.permissions.ts`), in the role editor's order. */\n" +
    `export const GROUPS = [${domains.map((d) => `...${identifier(d)}`).join(', ')}] as const;\n`
  );
}

/** Every admin router module that exports `mounts`, in file-name order. */
function adminMounts(): string {
  const modules = readdirSync(ADMIN)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('routes'))
    .filter((f) => /^export const mounts\b/m.test(readFileSync(path.join(ADMIN, f), 'utf8')))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
  const imports = modules.map((m) => `import { mounts as ${identifier(m)} } from './${m}.js';`);
  return (
    HEADER +
    imports.join('\n') +
    "\n\n/** Every back-office router and the path it is mounted at (each module's `mounts`), module by module. */\n" +
    `export const ADMIN_MOUNTS = [${modules.map((m) => `...${identifier(m)}`).join(', ')}] as const;\n`
  );
}

/** The generated files and what they should hold, formatted as `npm run format` would. */
export async function registry(): Promise<{ file: string; text: string }[]> {
  const files = [
    { file: path.join(CORE, 'access/permission-groups.gen.ts'), text: permissionGroups() },
    { file: path.join(ADMIN, 'routes.gen.ts'), text: adminMounts() },
  ];
  return Promise.all(
    files.map(async ({ file, text }) => ({ file, text: await format(text, { ...(await resolveConfig(file)), filepath: file }) })),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { file, text } of await registry()) {
    writeFileSync(file, text);
    console.log(`wrote ${path.relative(ROOT, file)}`);
  }
}

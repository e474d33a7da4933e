import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The rules of docs/architecture.md ("Domains keep to themselves", "Web layers") as tests: the
 * import graph of core has no cycle between domain folders (dependency-cruiser), and the lint
 * rules that keep entities and stores private and the web's layers one-way do fire (ESLint, with
 * the repository's own eslint.config.js).
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOMAIN = '^packages/core/src/(?!shared$)[^/]+$';

const RULES: IForbiddenRuleType[] = [
  {
    name: 'no-domain-cycle',
    comment: 'A domain folder may use another only if that one never uses it back, directly or through others.',
    severity: 'error',
    scope: 'folder',
    from: { path: DOMAIN },
    to: { path: DOMAIN, circular: true },
  },
  {
    name: 'no-module-cycle',
    severity: 'error',
    from: { path: '^packages/core/src/' },
    to: { circular: true },
  },
  {
    name: 'no-hidden-domain-import',
    comment: 'A dynamic import hides a dependency from readers; domains import each other statically.',
    severity: 'error',
    from: { path: '^packages/core/src/([^/]+)/' },
    to: { path: '^packages/core/src/', pathNot: '^packages/core/src/$1/', dependencyTypes: ['dynamic-import'] },
  },
];

let result: ICruiseResult;

beforeAll(async () => {
  const cruised = await cruise(
    ['packages/core/src'],
    {
      baseDir: ROOT,
      // A domain's `<domain>.permissions.ts` is its registration: plain data importing only shared/
      // (eslint.config.js), joined by access's catalogue. It carries no dependency either way.
      exclude: { path: '\\.test\\.ts$|/[^/]+\\.permissions\\.ts$' },
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: true,
      // TypeScript's ESM imports name the emitted `.js`; enhanced-resolve maps them back to `.ts` (typed loosely upstream).
      enhancedResolveOptions: { extensionAlias: { '.js': ['.ts', '.js'] } } as ICruiseOptions['enhancedResolveOptions'],
      validate: true,
      ruleSet: { forbidden: RULES },
    },
    undefined,
    { tsConfig: { fileName: `${ROOT}tsconfig.json` } },
  );
  result = cruised.output as ICruiseResult;
}, 60_000);

const violations = (rule: string) =>
  result.summary.violations
    .filter((v) => v.rule.name === rule)
    .map((v) => (v.cycle?.length ? [v.from, ...v.cycle.map((c) => c.name)].join(' → ') : `${v.from} → ${v.to}`));

describe('core domains form a layered graph', () => {
  it('reads every domain folder of core', () => {
    const folders = new Set(result.modules.map((m) => /^packages\/core\/src\/([^/]+)\//.exec(m.source)?.[1]).filter(Boolean));
    for (const domain of ['access', 'customer', 'catalog', 'content', 'inventory', 'purchasing', 'imports'])
      expect(folders).toContain(domain);
  });

  it('no two domain folders depend on each other, directly or through others', () => {
    expect(violations('no-domain-cycle')).toEqual([]);
  });

  it('no module imports itself back through others', () => {
    expect(violations('no-module-cycle')).toEqual([]);
  });

  it('no domain hides a dependency on another in a dynamic import', () => {
    expect(violations('no-hidden-domain-import')).toEqual([]);
  });
});

describe('the lint rules keep domains private and the web one-way', () => {
  const eslint = new ESLint({ cwd: ROOT });
  /** The rules (with the start of each message) ESLint reports for `code` as if it were `file`. */
  async function lint(file: string, code: string): Promise<string[]> {
    const [report] = await eslint.lintText(code, { filePath: `${ROOT}${file}` });
    return report!.messages.map((m) => `${m.ruleId ?? 'parse'}`);
  }
  const IMPORTS = '@typescript-eslint/no-restricted-imports';

  it("a domain imports another domain's facade, never its entity or store", async () => {
    expect(
      await lint('packages/core/src/purchasing/x.ts', "import { Product } from '../catalog/product.js';\nexport const a = Product;\n"),
    ).toEqual([]);
    expect(
      await lint('packages/core/src/purchasing/x.ts', "import { poStore } from './po.store.js';\nexport const a = poStore;\n"),
    ).toEqual([]);
    for (const path of ['../catalog/product.store.js', '../catalog/product.entity.js', '../access/stores.js']) {
      expect(await lint('packages/core/src/purchasing/x.ts', `import * as m from '${path}';\nexport const a = m;\n`), path).toEqual([
        IMPORTS,
      ]);
    }
    expect(
      await lint('packages/core/src/seed.ts', "import { adminStore } from './access/stores.js';\nexport const a = adminStore;\n"),
    ).toEqual([IMPORTS]);
  });

  it('outside core, entities and stores are out of reach', async () => {
    expect(
      await lint(
        'packages/functions/src/api/admin/x.ts',
        "import { productStore } from '@shop/core/catalog/product.store';\nexport const a = productStore;\n",
      ),
    ).toEqual([IMPORTS]);
    expect(
      await lint(
        'packages/functions/src/api/admin/x.ts',
        "import { menuEntity } from '@shop/core/content/menu.entity';\nexport const a = menuEntity;\n",
      ),
    ).toEqual([IMPORTS]);
    expect(
      await lint(
        'packages/functions/src/api/admin/x.ts',
        "import { Product } from '@shop/core/catalog/product';\nexport const a = Product;\n",
      ),
    ).toEqual([]);
  });

  it('repositories are built only in store files, entities only in entity files, no code builds a Service, and a permissions file imports only shared', async () => {
    const store = "import { Repository } from '../shared/repository.js';\nexport const s = new Repository({} as never);\n";
    expect(await lint('packages/core/src/catalog/brand.ts', store)).toEqual(['no-restricted-syntax']);
    expect(await lint('packages/core/src/catalog/brand.store.ts', store)).toEqual([]);
    const entity = "import { Entity } from 'electrodb';\nexport const e = new Entity({} as never);\n";
    expect(await lint('packages/core/src/catalog/brand.ts', entity)).toEqual(['no-restricted-syntax']);
    expect(await lint('packages/core/src/catalog/brand.entity.ts', entity)).toEqual([]);
    const group = "import type { PermissionGroup } from '../shared/permission-group.js';\nexport const g: PermissionGroup[] = [];\n";
    expect(await lint('packages/core/src/hr/hr.permissions.ts', group)).toEqual([]);
    const facade = "import { Admin } from '../access/admin.js';\nexport const g = [Admin];\n";
    expect(await lint('packages/core/src/hr/hr.permissions.ts', facade)).toEqual([IMPORTS]);
    const service = "import { Service } from 'electrodb';\nexport const s = new Service({} as never);\n";
    expect(await lint('packages/core/src/entities.ts', service)).toEqual(['no-restricted-syntax']);
    expect(await lint('packages/core/src/catalog/brand.entity.ts', service)).toEqual(['no-restricted-syntax']);
  });

  it('configuration is read once: nothing resets it, and the local runtime imports core only after setting it', async () => {
    expect(
      await lint('packages/functions/src/api/x.ts', "import { resetEnv } from '@shop/core/shared/env';\nexport const a = resetEnv;\n"),
    ).toEqual([IMPORTS]);
    expect(
      await lint('packages/core/src/catalog/x.ts', "import { resetEnv } from '../shared/env.js';\nexport const a = resetEnv;\n"),
    ).toEqual([IMPORTS]);
    expect(
      await lint(
        'packages/functions/src/local/server.ts',
        "import { ensureTable } from '@shop/core/shared/dynamo';\nexport const a = ensureTable;\n",
      ),
    ).toEqual([IMPORTS]);
  });

  it('web: lib ← components ← admin / store, and never server code', async () => {
    const use = (path: string) => `import * as m from '${path}';\nexport const a = m;\n`;
    expect(await lint('web/src/lib/x.ts', use('../components/ui/messages'))).toEqual([IMPORTS]);
    expect(await lint('web/src/lib/x.ts', use('../admin/resources'))).toEqual([IMPORTS]);
    expect(await lint('web/src/components/ui/x.ts', use('../../admin/resources'))).toEqual([IMPORTS]);
    expect(await lint('web/src/components/ui/x.ts', use('../../lib/api'))).toEqual([]);
    expect(await lint('web/src/admin/brand/x.ts', use('../../components/ui/messages'))).toEqual([]);
    expect(await lint('web/src/store/home/x.ts', use('../../admin/resources'))).toEqual([IMPORTS]);
    expect(await lint('web/src/admin/brand/x.ts', use('@shop/core/catalog/brand.schema'))).toEqual([]);
    expect(await lint('web/src/admin/brand/x.ts', use('@shop/core/access/permissions'))).toEqual([]);
    for (const path of [
      '@shop/core/catalog/brand',
      '@shop/core/shared/dynamo',
      '@shop/core/catalog/brand.entity',
      '@shop/functions/api/app',
      '@aws-sdk/client-s3',
    ]) {
      expect(await lint('web/src/admin/brand/x.ts', use(path)), path).toEqual([IMPORTS]);
    }
    // The typed API client needs the app's type, which erases at build.
    expect(await lint('web/src/lib/x.ts', "import type { AppEnv } from '@shop/functions/api/context';\nexport type A = AppEnv;\n")).toEqual(
      [],
    );
  });
});

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------
// Architecture (docs/architecture.md, "Domains keep to themselves" and "web layers"). Flat config
// REPLACES a rule's options when several configs match a file, so each file group below gets the
// complete list of its restrictions from these pieces.

const PRIVATE = "Entities and stores are private to their domain folder: call that domain's facade (<thing>.ts) instead.";

/** From a domain file (packages/core/src/<domain>/…): another domain's entity or store. */
const OTHER_DOMAIN_PRIVATE = { regex: '^\\.\\./[^/]+/([^/]+\\.(entity|store)|stores)(\\.js)?$', message: PRIVATE };
/** From core's root files (seed.ts…): any domain's entity or store. */
const ROOT_PRIVATE = { regex: '^\\./[^/]+/([^/]+\\.(entity|store)|stores)(\\.js)?$', message: PRIVATE };
/** From outside core (functions, stacks, bench, scripts, e2e). */
const CORE_PRIVATE = { regex: '^@shop/core/[^/]+/([^/]+\\.(entity|store)|stores)$', message: PRIVATE };
/** Core has no HTTP and no runtime: it never imports the functions package. */
const NO_FUNCTIONS_IN_CORE = { regex: '^@shop/functions(/|$)', message: 'Core never imports the functions package (no HTTP in core).' };
const NO_RESET_ENV = {
  group: ['**/shared/env', '**/shared/env.js'],
  importNames: ['resetEnv'],
  message: 'Configuration is read once, before core is imported: set the environment first (see shared/env.ts).',
};
/** The local runtime's entry files set the environment, then import core dynamically. */
const CORE_AFTER_ENV = {
  regex: '^@shop/core/',
  allowTypeImports: true,
  message:
    'Import core dynamically, after the environment is complete (applyEnv, loadBoundConfig): core reads its configuration when it is first imported.',
};

/**
 * The web may use core's zod-only modules (schemas, contracts, permissions, shared validation/text
 * helpers) and its plain rule modules (`*.rules`: the cart's flags, for the storefront's first script),
 * nothing that runs on the server.
 */
const WEB_SERVER_CORE = {
  regex:
    '^@shop/core/(?!([a-z-]+/[a-z-]+\\.(schema|contract|rules)|access/permissions|shared/(contract|fields|validation|errors|paging|rich-text|money|message-templates|files|countries|edge-paths|language-url|person-name))$)',
  message:
    'The web may import only core schemas (*.schema), contracts (*.contract), rules (*.rules), access/permissions and zod-only shared helpers — never entities, stores, or AWS code.',
};
const WEB_FUNCTIONS = {
  regex: '^@shop/functions(/|$)',
  allowTypeImports: true,
  message: 'The web never imports server code; a type-only import (the API type for the typed client) is allowed.',
};
const WEB_SERVER_PACKAGES = { regex: '^(@aws-sdk/|electrodb$|@node-rs/|hono/aws-lambda$)', message: 'Server-only package in the web.' };
const up = (...layers) => `^(\\.\\./)+(${layers.join('|')})(/|$)`;
const WEB_LIB_UP = {
  regex: up('components', 'admin', 'store', 'app'),
  message: 'web/src/lib is the bottom layer: it imports no components, screens or app code.',
};
const WEB_COMPONENTS_UP = {
  regex: up('admin', 'store', 'app'),
  message: 'Shared components import lib only, never the admin or storefront screens.',
};
const WEB_ADMIN_STORE = {
  regex: up('store'),
  message: 'The back office does not import storefront screens (share through components/ or lib/).',
};
const WEB_STORE_ADMIN = { regex: up('admin'), message: 'The storefront never imports the back office (it is lazy-loaded apart).' };

// ---------------------------------------------------------------------------------------------
// Feature boundaries in the web, as core has its domains (bulletproof-react's zones). A feature
// folder (web/src/admin/<feature>, web/src/store/<feature>) imports the shared layers (lib/,
// components/, app/, locales/), its app's shell and shared pieces (admin/shell, admin/shared,
// store/shell, store/shared) and its own files — never another feature: what two features share
// moves down to <app>/shared (or components/, lib/ when both apps use it).

/** An app's shared layers: its layout and what several of its features use. */
const APP_SHARED = ['shell', 'shared'];
/** The feature folders under web/src/<app>/ (every folder but the app's shared layers). */
const featuresOf = (app) =>
  readdirSync(new URL(`./web/src/${app}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !APP_SHARED.includes(entry.name))
    .map((entry) => entry.name);

/**
 * Features that genuinely read their app's registry. The dashboard is the admin's home: it offers a
 * tile for every resource the admin may open, so it reads the list (admin/resources.ts) as the
 * sidebar does; resources.ts does not import the dashboard (admin-app.tsx routes to it), so no cycle.
 */
const registryReaders = { 'admin/dashboard': ['./resources.ts'] };

const FEATURE_MESSAGE =
  'A feature imports only shared layers (lib, components, app, its shell) and its own folder: move what two features share down to a shared layer.';
const featureZones = (app) =>
  featuresOf(app).map((feature) => ({
    target: `./web/src/${app}/${feature}`,
    from: `./web/src/${app}`,
    // Its own folder and the app's shared layers. The registry files at the app's root
    // (admin/resources.ts) list every feature, so a feature importing them would close a cycle:
    // not allowed either, except where `registryReaders` says.
    except: [`./${feature}`, ...APP_SHARED.map((layer) => `./${layer}`), ...(registryReaders[`${app}/${feature}`] ?? [])],
    message: FEATURE_MESSAGE,
  }));

/**
 * An app's shell and shared folder are used by every feature: they import no feature. Genuine
 * exception: the admin shell's guards, sidebar and breadcrumbs read the resource registry
 * (admin/resources.ts), which by design lists every feature; the registry is the one place that
 * knows them all (admin-app.tsx, the router, is the other, and sits at the root, outside any zone).
 */
const sharedZones = (app, shellRegistry) => [
  {
    target: `./web/src/${app}/shell`,
    from: `./web/src/${app}`,
    except: APP_SHARED.map((layer) => `./${layer}`).concat(shellRegistry),
    message: 'The shell is shared by every feature of its app: it imports no feature folder (move the shared piece to <app>/shared).',
  },
  {
    target: `./web/src/${app}/shared`,
    from: `./web/src/${app}`,
    except: APP_SHARED.map((layer) => `./${layer}`),
    message: "An app's shared folder is used by its features: it imports no feature folder (only its app's shell and the lower layers).",
  },
];

const featureBoundaries = {
  files: ['web/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
    'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] })],
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...featureZones('admin'),
          ...featureZones('store'),
          ...sharedZones('admin', ['./resources.ts']),
          ...sharedZones('store', []),
        ],
      },
    ],
  },
};

const restrict = (...patterns) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

/**
 * Where each kind of construct may be created: stores in *.store.ts/stores.ts, entities in *.entity.ts;
 * the one ElectroDB Service only in entities.test.ts, which joins every *.entity.ts it finds (the model check).
 */
const CONSTRUCTS = {
  store: {
    selector: 'NewExpression[callee.name=/^(Repository|References)$/]',
    message: "A domain's stores (Repository, References) are built in its <thing>.store.ts or stores.ts.",
  },
  entity: { selector: "NewExpression[callee.name='Entity']", message: 'ElectroDB entities are module constants in <thing>.entity.ts.' },
  service: {
    selector: "NewExpression[callee.name='Service']",
    message: 'No code needs an ElectroDB Service: entities.test.ts joins every *.entity.ts in one to check the model.',
  },
};
const allowOnly = (...allowed) => ({
  'no-restricted-syntax': [
    'error',
    ...Object.entries(CONSTRUCTS)
      .filter(([kind]) => !allowed.includes(kind))
      .map(([, rule]) => rule),
  ],
});
const CORE_TESTS = ['packages/core/src/**/*.test.ts'];

const architecture = [
  {
    files: ['packages/core/src/*/**/*.ts'],
    ignores: CORE_TESTS,
    rules: restrict(OTHER_DOMAIN_PRIVATE, NO_FUNCTIONS_IN_CORE, NO_RESET_ENV),
  },
  {
    files: ['packages/core/src/*.ts'],
    ignores: CORE_TESTS,
    rules: restrict(ROOT_PRIVATE, NO_FUNCTIONS_IN_CORE, NO_RESET_ENV),
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.store.ts', '**/stores.ts', '**/*.entity.ts', ...CORE_TESTS],
    rules: allowOnly(),
  },
  { files: ['packages/core/src/**/*.store.ts', 'packages/core/src/**/stores.ts'], rules: allowOnly('store') },
  {
    // A domain's registration of its permission groups: plain data that access's catalogue joins, so
    // it may import only shared/ (architecture.test.ts leaves it out of the domain graph for that).
    files: ['packages/core/src/*/*.permissions.ts'],
    rules: restrict({
      regex: '^(?!\\.\\./shared/)',
      message: "A domain's <domain>.permissions.ts is plain data: it imports only from shared/.",
    }),
  },
  { files: ['packages/core/src/**/*.entity.ts'], rules: allowOnly('entity') },
  {
    files: ['packages/functions/**/*.ts', 'stacks/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'e2e/**/*.ts', '*.ts'],
    rules: restrict(CORE_PRIVATE, NO_RESET_ENV),
  },
  // The only caller of the deprecated resetEnv, until bound-config.ts stops calling it.
  { files: ['packages/functions/src/bound-config.ts'], rules: restrict(CORE_PRIVATE) },
  // Exemptions: these tests plant expired sessions / reset tokens straight into their entities.
  {
    files: ['packages/functions/src/api/admin/auth.test.ts', 'packages/functions/src/api/store/auth.test.ts'],
    rules: restrict(NO_RESET_ENV),
  },
  {
    // Entry points: they complete the environment, then import core (lambda.ts imports only the app, dynamically).
    files: [
      'packages/functions/src/local/stand-ins.ts',
      'packages/functions/src/local/server.ts',
      'packages/functions/src/local/testing/setup-file.ts',
      'packages/functions/src/subscribers/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: restrict(CORE_AFTER_ENV),
  },
  { files: ['web/src/**/*.{ts,tsx}'], rules: restrict(WEB_SERVER_CORE, WEB_FUNCTIONS, WEB_SERVER_PACKAGES) },
  { files: ['web/src/lib/**/*.{ts,tsx}'], rules: restrict(WEB_LIB_UP, WEB_SERVER_CORE, WEB_FUNCTIONS, WEB_SERVER_PACKAGES) },
  { files: ['web/src/components/**/*.{ts,tsx}'], rules: restrict(WEB_COMPONENTS_UP, WEB_SERVER_CORE, WEB_FUNCTIONS, WEB_SERVER_PACKAGES) },
  { files: ['web/src/admin/**/*.{ts,tsx}'], rules: restrict(WEB_ADMIN_STORE, WEB_SERVER_CORE, WEB_FUNCTIONS, WEB_SERVER_PACKAGES) },
  { files: ['web/src/store/**/*.{ts,tsx}'], rules: restrict(WEB_STORE_ADMIN, WEB_SERVER_CORE, WEB_FUNCTIONS, WEB_SERVER_PACKAGES) },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.data/**',
      '**/.sst/**',
      '**/.build/**',
      '**/cdk.out/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/*.d.ts',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        // Node and browser globals used across the repo (scripts, stand-ins, web).
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        fetch: 'readonly',
        Request: 'readonly',
        Response: 'readonly',
        Headers: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        globalThis: 'readonly',
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        structuredClone: 'readonly',
        crypto: 'readonly',
        AbortController: 'readonly',
        FormData: 'readonly',
        Blob: 'readonly',
        File: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // TypeScript itself reports undefined names far better than no-undef.
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...architecture,
  featureBoundaries,
  {
    // Screens split into parts a reader can hold in mind: a component (or hook) of at most ~150
    // lines, a file of at most ~400 (sub-components, hooks and helpers go to sibling files).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', '**/*.gen.*'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Browser tests wait for what the user sees (web-first assertions), never for the network to
    // go quiet, and find elements by role, label or test id, never by their position.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='networkidle']",
          message: "Wait for what the user sees (`await expect(locator).toBeVisible()`), not for 'networkidle'.",
        },
        {
          selector: 'CallExpression[callee.property.name=/^(nth|first|last)$/]',
          message: 'Find the element by role, label or test id (or check all of them with `.all()`), not by its position.',
        },
      ],
    },
  },
);

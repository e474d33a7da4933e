import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { chakraStaticGlobals } from './src/app/chakra-static-globals';

// `npm run dev` runs the API on 3001; API_URL points the proxy elsewhere (e.g. a second local server).
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const target = { target: env.API_URL ?? 'http://localhost:3001', changeOrigin: true };
// The API also writes the sitemap and robots.txt at the root (decision 0026).
// `/uploads/*`: uploaded images, which the local server reads from the S3 stand-in (CloudFront on AWS).
const api = { '/api': target, '/uploads': target, '/sitemap.xml': target, '/robots.txt': target };

/**
 * Rollup splits by route (src/app/router.tsx): each page is a chunk with the Chakra components,
 * Ark/Zag machines and libraries that it alone uses, and what several pages share goes to shared
 * chunks. The one manual chunk is React itself, which every page runs and which changes far less
 * often than our code (it stays cached across deploys and downloads beside the entry). No UI-kit
 * chunk: it would make the storefront download the back office's dialogs, tables and toasts
 * (decision 0020). No raised size warning either.
 */
/**
 * React Router 7's package exports only point at its development build (remix-run/react-router#12532,
 * #14102: warnings and dev checks, ~45 kB gzip of the storefront's first script instead of ~25). A
 * production build takes the production files the package also ships (decision 0031).
 */
/**
 * The server build's `useTranslation` (src/app/server-translation.ts) in place of react-i18next's:
 * every module that imports react-i18next gets the module that wraps it, but that module itself.
 */
const serverTranslation = fileURLToPath(new URL('./src/app/server-translation.ts', import.meta.url));
const serverTranslationPlugin = {
  name: 'server-translation',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined, options: { ssr?: boolean }) {
    if (options.ssr && source === 'react-i18next' && importer && importer !== serverTranslation) return serverTranslation;
    return undefined;
  },
};

const routerDir = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
const productionRouter = [
  { find: /^react-router$/, replacement: `${routerDir}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerDir}dom-export.mjs` },
];

/**
 * Two builds (`npm run build`): the browser's (`dist/`, with a manifest the server reads to preload a
 * page's chunks) and the server renderer's (`dist-server/entry-server.js`, decision 0040). The server
 * bundle holds every library it uses (`noExternal`), so it runs with the web's own React 19 whatever
 * else the repository's node_modules hold, and the functions' bundler needs nothing more.
 */
/**
 * The server build travels without web/package.json (the rendering function's artifact copies
 * dist-server alone): its own `{"type":"module"}` lets Node load it as ES modules at once, instead of
 * trying CommonJS first and parsing every file twice (~25 ms of a cold start).
 */
const serverBuildIsEsm = {
  name: 'server-build-is-esm',
  generateBundle(this: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => string }) {
    this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "module" }\n' });
  },
};

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), chakraStaticGlobals, ...(isSsrBuild ? [serverTranslationPlugin, serverBuildIsEsm] : [])],
  resolve: {
    // The repository root also holds react@18 (pulled in by sst); every package must share the web's React 19.
    dedupe: ['react', 'react-dom'],
    alias: mode === 'production' ? productionRouter : [],
  },
  server: { port: 3000, strictPort: true, proxy: api },
  preview: { port: 3000, strictPort: true, proxy: api },
  ssr: { noExternal: true, target: 'node' },
  // The server bundle runs React's production build whatever NODE_ENV the host sets (Lambda sets none).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        // Less to parse at a cold start.
        minify: true,
        rollupOptions: { input: 'src/entry-server.tsx', output: { format: 'es', entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // Every browser the shop supports preloads modules itself (Chrome 66, Safari 17, Firefox 115).
        modulePreload: { polyfill: false },
        rollupOptions: {
          // The page (index.html) and the server-drawn pages' first script (src/boot.ts, decision 0044).
          input: { index: 'index.html', boot: 'src/boot.ts' },
          output: {
            manualChunks: (id: string) => (/\/node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'react' : undefined),
          },
        },
      },
}));

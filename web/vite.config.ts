import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` runs the API on 3001; API_URL points the proxy elsewhere (e.g. a second local server).
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const api = { '/api': { target: env.API_URL ?? 'http://localhost:3001', changeOrigin: true } };

/**
 * The storefront entry never imports `src/admin`: the admin tree is a lazy route, so Rollup puts it
 * (and the rich-text editor it alone uses) in its own chunks. Only the UI kit gets a manual chunk:
 * a manual editor chunk would drag modules the storefront shares into it.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    // The repository root also holds react@18 (pulled in by sst); every package must share the web's React 19.
    dedupe: ['react', 'react-dom'],
  },
  server: { port: 3000, strictPort: true, proxy: api },
  preview: { port: 3000, strictPort: true, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (/node_modules\/(@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized)/.test(id)) return 'ui';
          return undefined;
        },
      },
    },
  },
});

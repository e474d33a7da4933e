import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` runs the API on 3001; API_URL points the proxy elsewhere (e.g. a second local server).
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const target = { target: env.API_URL ?? 'http://localhost:3001', changeOrigin: true };
// The API also writes the sitemap and robots.txt at the root (decision 0026).
const api = { '/api': target, '/sitemap.xml': target, '/robots.txt': target };

/**
 * Rollup splits by route (src/app/router.tsx): each page is a chunk with the Chakra components,
 * Ark/Zag machines and libraries that it alone uses, and what several pages share goes to shared
 * chunks. The one manual chunk is React itself, which every page runs and which changes far less
 * often than our code (it stays cached across deploys and downloads beside the entry). No UI-kit
 * chunk: it would make the storefront download the back office's dialogs, tables and toasts
 * (decision 0020). No raised size warning either.
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
    rollupOptions: {
      output: {
        manualChunks: (id) => (/\/node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'react' : undefined),
      },
    },
  },
});

import { defineConfig } from 'vitest/config';

/**
 * Unit tests for the web package: pure helpers in node; component tests (`*.test.tsx`) ask for a
 * DOM with `// @vitest-environment happy-dom` and render with @testing-library/react.
 *
 * The repository root also holds react@18 (pulled in by sst), and the React libraries installed at
 * the root (emotion, react-query, react-i18next) would load it: two Reacts break every hook. As in
 * vite.config.ts, everything shares the web's React 19: the DOM tests' libraries are bundled by
 * vite's optimizer, which dedupes React, instead of being loaded by Node.
 */
export default defineConfig({
  resolve: { dedupe: ['react', 'react-dom'] },
  test: {
    environment: 'node',
    pool: 'threads',
    // As the server project: a component test drawn in happy-dom on a loaded 2-core machine (CI runs
    // the whole suite at once) takes seconds where an idle one takes a fraction: timing goals live
    // in bench/, so unit tests keep no tight limits either.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    deps: {
      optimizer: {
        web: {
          enabled: true,
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            '@chakra-ui/react',
            '@emotion/react',
            '@tanstack/react-query',
            'react-i18next',
            'react-hook-form',
            '@testing-library/react',
          ],
        },
      },
    },
  },
});

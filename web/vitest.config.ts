import { defineConfig } from 'vitest/config';

/** Node-only unit tests for the web package (locale completeness and other pure helpers). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});

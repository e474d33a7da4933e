import { describe, expect, it } from 'vitest';
import routesSource from './routes.tsx?raw';

describe('page routes', () => {
  it('name the module their chunk loads, so the server preloads the right chunk', () => {
    const pages = [...routesSource.matchAll(/page\(\s*'([^']+)',\s*\(\) => import\('\.\.\/([^']+)'\)/g)];
    expect(pages.length).toBeGreaterThan(15);
    for (const [, module, imported] of pages) expect(imported).toBe(module);
    // Every page(...) call was matched by the pattern above.
    expect(routesSource.match(/\.\.\.page\(/g)?.length).toBe(pages.length);
  });
});

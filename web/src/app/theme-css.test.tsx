// @vitest-environment happy-dom
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { render } from '@testing-library/react';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, URL as NodeURL } from 'node:url';
import { expect, it } from 'vitest';
import { getSystem } from '../components/ui/theme';

const FILE = fileURLToPath(new NodeURL('./chakra-global.css', import.meta.url));

/**
 * The global styles Chakra would serialise and insert at every start-up (preflight reset, global CSS
 * and the tokens' CSS variables) are a file built from the same system instead (decision 0020): this
 * renders them through emotion exactly as `ChakraProvider` does and reads what emotion inserted.
 * `UPDATE_THEME_CSS=1 npx vitest run src/app/theme-css.test.tsx` rewrites the file after a theme change.
 */
it('chakra-global.css holds the global styles the theme makes', () => {
  const cache = createCache({ key: 'theme-css', container: document.head });
  render(
    <CacheProvider value={cache}>
      <Global styles={getSystem()._global} />
    </CacheProvider>,
  );
  const css = [...document.head.querySelectorAll('style[data-emotion^="theme-css-global"]')].map((style) => style.textContent).join('\n');
  expect(css).toContain('--chakra-colors-gray-500');
  // The layers' order first, as ChakraProvider inserts it.
  const text = `/* Made by theme-css.test.tsx from theme.ts: do not edit by hand. */\n${getSystem().layers.atRule}\n${css}\n`;
  if (process.env.UPDATE_THEME_CSS === '1') writeFileSync(FILE, text);
  expect(readFileSync(FILE, 'utf8'), 'chakra-global.css is out of date: run with UPDATE_THEME_CSS=1').toBe(text);
});

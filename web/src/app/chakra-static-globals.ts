/**
 * Chakra's `createSystem` serialises its global styles (reset, global CSS and every token's CSS
 * variable) as it makes the system: about 60 % of its work, on the first script's critical path.
 * Here they come from chakra-global.css instead (providers.tsx drops `_global`; theme-css.test.tsx
 * builds the file from the same system), so the production build skips that work: this Vite plugin
 * rewrites the one statement in Chakra's system module (decision 0039). A Chakra release that
 * changes the statement fails the build rather than silently doing the work again.
 */
export const CHAKRA_SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const GLOBALS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

export function withoutRuntimeGlobals(code: string): string {
  if (!code.includes(GLOBALS)) throw new Error(`Chakra's system module no longer has "${GLOBALS}": see decision 0039`);
  return code.replace(GLOBALS, 'const _global = [];');
}

export const chakraStaticGlobals = {
  name: 'chakra-static-globals',
  apply: 'build' as const,
  transform(code: string, id: string) {
    return CHAKRA_SYSTEM_MODULE.test(id) ? { code: withoutRuntimeGlobals(code), map: null } : undefined;
  },
};

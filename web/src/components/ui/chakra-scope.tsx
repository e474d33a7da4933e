import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import { getSystem } from './theme';

let system: ReturnType<typeof getSystem> | undefined;

/**
 * The system without its global styles: those (reset, global CSS, the tokens' CSS variables) come
 * from chakra-global.css, built from the same system by theme-css.test.tsx, so the first render does
 * not serialise and insert 43 kB of CSS at run time (decision 0020).
 */
export const prepareChakra = () => (system ??= { ...getSystem(), _global: [] });

let cache: EmotionCache | undefined;
const emotionCache = () => (cache ??= createCache({ key: 'css' }));

/**
 * Chakra UI where it is used (decision 0045): the back office, a shopper's own pages and what opens
 * on a storefront page (the cart, the menu drawer, dialogs, toasts). This module loads with them;
 * the storefront's public pages are plain elements and never create Chakra's system, its styles or
 * its emotion cache, work a phone would otherwise do before the page responds.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache()}>
      <ChakraProvider value={prepareChakra()}>{children}</ChakraProvider>
    </CacheProvider>
  );
}

/** `Component` inside Chakra's scope (a lazily loaded page or part that uses Chakra UI). */
export function withChakra<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Scoped = (props: P) => (
    <ChakraScope>
      <Component {...props} />
    </ChakraScope>
  );
  Scoped.displayName = `WithChakra(${Component.displayName ?? Component.name})`;
  return Scoped;
}

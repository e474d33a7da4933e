import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppToaster } from '../components/ui/app-toaster';
import { ConfirmProvider } from '../components/ui/confirm';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import './chakra-global.css';
import { getSystem } from './theme';

let system: ReturnType<typeof getSystem> | undefined;

/**
 * The system without its global styles: those (reset, global CSS, the tokens' CSS variables) come
 * from chakra-global.css, built from the same system by theme-css.test.tsx, so the first render does
 * not serialise and insert 43 kB of CSS at run time (decision 0020).
 */
const withStaticGlobals = () => (system ??= { ...getSystem(), _global: [] });

/**
 * The styles' cache. In the browser it adopts the `<style data-emotion="css …">` elements the server
 * wrote into the head (decision 0044), so hydration inserts none of them again; the server gives
 * each render a cache of its own (entry-server.tsx).
 */
export const EMOTION_KEY = 'css';
let browserCache: EmotionCache | undefined;
const emotionCache = () => (browserCache ??= createCache({ key: EMOTION_KEY }));

interface ProvidersProps {
  children: ReactNode;
  /** A server render's own instances; the browser's singletons otherwise. */
  render?: { emotion: EmotionCache; queryClient: QueryClient; i18n: I18n };
}

export function Providers({ children, render }: ProvidersProps) {
  return (
    <CacheProvider value={render?.emotion ?? emotionCache()}>
      <ChakraProvider value={withStaticGlobals()}>
        <QueryClientProvider client={render?.queryClient ?? queryClient}>
          <I18nextProvider i18n={render?.i18n ?? i18n}>
            <ConfirmProvider>
              {children}
              <AppToaster />
            </ConfirmProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}

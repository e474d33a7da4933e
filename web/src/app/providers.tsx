import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
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

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={withStaticGlobals()}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ConfirmProvider>
            {children}
            <AppToaster />
          </ConfirmProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

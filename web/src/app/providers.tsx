import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppToaster } from '../components/ui/app-toaster';
import { ConfirmProvider } from '../components/ui/confirm';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { getSystem } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={getSystem()}>
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

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppToaster } from '../components/ui/app-toaster';
import { ConfirmProvider } from '../components/ui/confirm';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
// Chakra's reset and its tokens' CSS variables: the plain storefront's styles are built on them too.
import './chakra-global.css';

interface ProvidersProps {
  children: ReactNode;
  /** A server render's own instances; the browser's singletons otherwise. */
  render?: { queryClient: QueryClient; i18n: I18n };
}

/**
 * What every page shares. No Chakra here (decision 0045): the pages and parts that use it bring
 * its scope with them (components/ui/chakra-scope.tsx); the confirm dialog and the toasts load it when asked.
 */
export function Providers({ children, render }: ProvidersProps) {
  return (
    <QueryClientProvider client={render?.queryClient ?? queryClient}>
      <I18nextProvider i18n={render?.i18n ?? i18n}>
        <ConfirmProvider>
          {children}
          <AppToaster />
        </ConfirmProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

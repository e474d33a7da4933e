import { Box, Button, Center, EmptyState, Spinner, Text, VStack } from '@chakra-ui/react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center py="16" role="status" aria-live="polite">
      <Spinner size="lg" aria-hidden />
      <Box srOnly>{t('common:states.loading')}</Box>
    </Center>
  );
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Center py="12" role="alert">
      <VStack gap="3">
        <Text fontWeight="semibold">{t('common:states.error')}</Text>
        {message && <Text color="fg.muted">{message}</Text>}
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        )}
      </VStack>
    </Center>
  );
}

export function EmptyMessage({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Small spinner shown while any call is running (spec section 7). */
export function ActivityIndicator() {
  const { t } = useTranslation();
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <Box role="status" aria-live="polite" display="inline-flex" alignItems="center">
      <Spinner size="sm" aria-hidden />
      <Box srOnly>{t('common:states.loading')}</Box>
    </Box>
  );
}

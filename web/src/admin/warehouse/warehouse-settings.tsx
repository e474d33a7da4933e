import { Box, HStack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/resource/permissions';
import { errorMessages } from '../../components/ui/messages';
import { notify } from '../../lib/toast';
import { configurationSaved, setWarehouseEnabled, useConfiguration } from '../shared/configuration-queries';

/** The site-wide `warehouse_enabled` flag, shown above the warehouse list. */
export function WarehouseSettings() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const readable = can('get configuration');
  const config = useConfiguration(readable);
  const save = useMutation({
    mutationFn: setWarehouseEnabled,
    onSuccess: (saved) => {
      configurationSaved(queryClient, saved);
      notify.success(t('common:toasts.updateSuccess'));
    },
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });
  if (!readable || !config.data) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Switch.Root
          checked={config.data.warehouse_enabled === 1}
          disabled={!can('update configuration') || save.isPending}
          onCheckedChange={(e) => save.mutate(e.checked)}
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('admin:warehouse.enabledFlag')}</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('admin:warehouse.help.enabledFlag')}
        </Text>
      </HStack>
    </Box>
  );
}

import { Button, Flex, HStack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../../components/resource';
import { useConfirm } from '../../components/ui/confirm';
import { errorMessages } from '../../components/ui/messages';
import { notify } from '../../lib/toast';
import type { PurchaseOrder } from './po-types';
import { transitionPo, usePoChanged, type PoTransition } from './queries';
import { ReceiveDialog } from './receive-dialog';

/**
 * The bar above the document (not printed): print, edit, back, and the state actions: send
 * (draft → ordered), receive (partial or full), cancel, and close short.
 */
export function PoActions({ po: data }: { po: PurchaseOrder }) {
  const { t } = useTranslation();
  const can = useCan();
  const confirm = useConfirm();
  const changed = usePoChanged();
  const transition = useMutation({
    mutationFn: (action: PoTransition) => transitionPo(data.id, action),
    onSuccess: (saved) => {
      notify.success(t('common:toasts.updateSuccess'));
      changed(saved);
    },
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });
  const ask = async (action: PoTransition) => {
    const ok = await confirm({
      title: t(`admin:po.confirm.${action}Title`, { number: data.number }),
      description: t(`admin:po.confirm.${action}Text`),
      destructive: action !== 'order',
      confirmLabel: t(`admin:po.actions.${action}`),
    });
    if (ok) transition.mutate(action);
  };
  const update = can('update po');
  const anyReceived = (data.lines ?? []).some((l) => l.received_quantity > 0);

  return (
    <Flex justify="space-between" align="center" wrap="wrap" gap="3" data-no-print="">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => window.print()}>
          {t('admin:po.actions.print')}
        </Button>
        {update && data.status !== 'received' && data.status !== 'cancelled' && data.status !== 'closed' && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/admin/po/edit/${data.id}`}>{t('common:actions.edit')}</Link>
          </Button>
        )}
        <Button asChild size="sm" variant="ghost">
          <Link to="/admin/po">{t('admin:po.backToList')}</Link>
        </Button>
      </HStack>
      {update && (
        <HStack gap="2" wrap="wrap">
          {data.status === 'draft' && (
            <Button size="sm" colorPalette="blue" loading={transition.isPending} onClick={() => void ask('order')}>
              {t('admin:po.actions.order')}
            </Button>
          )}
          {(data.status === 'ordered' || data.status === 'partially_received') && <ReceiveDialog po={data} />}
          {data.status === 'partially_received' && (
            <Button size="sm" variant="outline" colorPalette="orange" loading={transition.isPending} onClick={() => void ask('close')}>
              {t('admin:po.actions.close')}
            </Button>
          )}
          {(data.status === 'draft' || data.status === 'ordered') && !anyReceived && (
            <Button size="sm" variant="outline" colorPalette="red" loading={transition.isPending} onClick={() => void ask('cancel')}>
              {t('admin:po.actions.cancel')}
            </Button>
          )}
        </HStack>
      )}
    </Flex>
  );
}

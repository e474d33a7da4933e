import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/toast';
import { useConfirm } from '../ui/confirm';
import { errorMessages, translateMessage } from '../ui/messages';
import type { AnyResource } from './types';
import { useBatchDelete, useBatchUpdate } from './use-resource';

interface BatchActionsProps {
  definition: AnyResource;
  ids: string[];
  canUpdate: boolean;
  canDelete: boolean;
  onDone: () => void;
}

const asIds = (ids: string[]) => ids.map((id) => (/^\d+$/.test(id) ? Number(id) : id));

/** Enable / disable / custom updates / delete for the selected rows: each asks first and reports how many changed. */
export function BatchActions({ definition, ids, canUpdate, canDelete, onDone }: BatchActionsProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const update = useBatchUpdate(definition);
  const remove = useBatchDelete(definition);
  const actions = definition.batchActions ?? [];
  if (ids.length === 0 || actions.length === 0) return null;

  const setData = async (data: Record<string, unknown>, label: string) => {
    const ok = await confirm({
      title: t('common:confirm.batchUpdateTitle', { action: label }),
      description: t('common:confirm.batchUpdateText', { action: label, count: ids.length }),
      confirmLabel: label,
    });
    if (!ok) return;
    update.mutate(
      { ids: asIds(ids), data },
      {
        onSuccess: (result) => {
          notify.success(t('common:toasts.updateSuccess'), t('common:toasts.updatedCount', { count: result?.updated ?? ids.length }));
          // Rows whose state does not allow the change (orders) are named with why.
          const refused = (result as { refused?: { id: number; order_number?: string; message: string }[] } | undefined)?.refused ?? [];
          if (refused.length) {
            notify.warning(
              t('common:toasts.someRefused', { count: refused.length }),
              refused.map((r) => `${r.order_number ?? String(r.id)}: ${translateMessage(t, r.message)}`),
            );
          }
          onDone();
        },
        onError: (error) => notify.warning(t('common:toasts.batchUpdateFail'), errorMessages(t, error)),
      },
    );
  };

  const deleteAll = async () => {
    const ok = await confirm({
      title: t('common:confirm.batchDeleteTitle'),
      description: t('common:confirm.batchDeleteText', { count: ids.length }),
      confirmLabel: t('common:actions.delete'),
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(asIds(ids), {
      onSuccess: (result) => {
        notify.success(t('common:toasts.deleteSuccess'), t('common:toasts.deletedCount', { count: result?.deleted ?? ids.length }));
        onDone();
      },
      onError: (error) => notify.warning(t('common:toasts.deleteFail'), errorMessages(t, error)),
    });
  };

  return (
    <HStack gap="2" role="group" aria-label={t('common:list.batchActions')} wrap="wrap">
      <Text fontSize="sm">{t('common:list.selected', { count: ids.length })}</Text>
      {canUpdate && actions.includes('enable') && (
        <Button
          size="sm"
          variant="outline"
          loading={update.isPending}
          onClick={() => void setData({ enabled: true }, t('common:actions.enableSelected'))}
        >
          {t('common:actions.enableSelected')}
        </Button>
      )}
      {canUpdate && actions.includes('disable') && (
        <Button
          size="sm"
          variant="outline"
          loading={update.isPending}
          onClick={() => void setData({ enabled: false }, t('common:actions.disableSelected'))}
        >
          {t('common:actions.disableSelected')}
        </Button>
      )}
      {canUpdate &&
        actions
          .filter((a) => typeof a === 'object')
          .map((a) => (
            <Button key={a.key} size="sm" variant="outline" loading={update.isPending} onClick={() => void setData(a.data, t(a.label))}>
              {t(a.label)}
            </Button>
          ))}
      {canDelete && actions.includes('delete') && (
        <Button size="sm" variant="outline" colorPalette="red" loading={remove.isPending} onClick={() => void deleteAll()}>
          {t('common:actions.deleteSelected')}
        </Button>
      )}
    </HStack>
  );
}

import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteOptions } from '../../components/resource/use-resource';
import { errorMessages } from '../../components/ui/messages';
import { api } from '../../lib/api';
import { adminKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { FormDialog } from '../../components/ui/form-dialog';

type Kind = 'sales' | 'customer';

/** Moves an admin's sales or customers to another admin: `PUT /api/admin/account/{id}/transfer/{kind}`. */
export function TransferDialog({ id, kind }: { id: string; kind: Kind }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const admins = useRemoteOptions(
    open
      ? {
          resource: 'account',
          label: (row) => `${String(row.name)} (${String(row.email)})`,
          // Sales and customers go only to commission-enabled admins.
          filter: (row) => Boolean(row.commission_enabled),
        }
      : undefined,
  );
  const queryClient = useQueryClient();
  const transfer = useMutation({
    mutationFn: () => api.put(`/admin/account/${id}/transfer/${kind}`, { to_admin_id: Number(target) }),
    onSuccess: () => {
      notify.success(t('common:toasts.submitSuccess'));
      // Customers (users) and accounts both show who is assigned.
      void queryClient.invalidateQueries({ queryKey: adminKeys.resource('account').all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.resource('user').all });
      setOpen(false);
      setTarget('');
    },
    onError: (error) =>
      notify.warning(kind === 'sales' ? t('admin:account.transfer.salesFail') : t('admin:account.transfer.customerFail'), errorMessages(t, error)),
  });
  const title = kind === 'sales' ? t('admin:account.transfer.sales') : t('admin:account.transfer.customer');
  const selectId = `transfer-${kind}-target`;

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          {title}
        </Button>
      }
      title={title}
      onSubmit={(e) => {
        e.preventDefault();
        if (target) transfer.mutate();
      }}
      submitLabel={t('common:actions.confirm')}
      submitDisabled={!target}
      pending={transfer.isPending}
    >
      <Stack gap="3">
        <Text>{kind === 'sales' ? t('admin:account.transfer.salesText') : t('admin:account.transfer.customerText')}</Text>
        <Field.Root required id={selectId}>
          <Field.Label>{t('admin:account.transfer.target')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
              <option value="">{t('common:form.choose')}</option>
              {(admins.data ?? [])
                .filter((o) => String(o.value) !== id)
                .map((o) => (
                  <option key={String(o.value)} value={String(o.value)}>
                    {o.label}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}

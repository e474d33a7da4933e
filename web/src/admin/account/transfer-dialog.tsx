import { Button, Text } from '@chakra-ui/react';
import { TransferInput } from '@shop/core/access/admin.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, useSchemaForm } from '../../components/form';
import { useRemoteOptions } from '../../components/resource/use-resource';
import { FormDialog } from '../../components/ui/form-dialog';
import { transfer, transferred, type TransferKind } from './queries';

/** Moves an admin's sales or customers to another admin: `PUT /api/admin/account/{id}/transfer/{kind}`. */
export function TransferDialog({ id, kind }: { id: string; kind: TransferKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
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
  const form = useSchemaForm({
    id: `transfer-${kind}`,
    defaultValues: { to_admin_id: '' },
    schema: TransferInput,
    submit: (body) => transfer(id, kind, body),
    failTitle: kind === 'sales' ? t('admin:account.transfer.salesFail') : t('admin:account.transfer.customerFail'),
    onSuccess: (_, __, handle) => {
      void transferred(queryClient, kind);
      setOpen(false);
      handle.reset();
    },
  });
  const title = kind === 'sales' ? t('admin:account.transfer.sales') : t('admin:account.transfer.customer');

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          {title}
        </Button>
      }
      title={title}
      submitLabel={t('common:actions.confirm')}
    >
      <Text>{kind === 'sales' ? t('admin:account.transfer.salesText') : t('admin:account.transfer.customerText')}</Text>
      <SelectField
        form={form}
        name="to_admin_id"
        required
        label={t('admin:account.transfer.target')}
        options={(admins.data ?? []).filter((o) => String(o.value) !== id)}
      />
    </FormDialog>
  );
}

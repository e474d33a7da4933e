import { Button, Text } from '@chakra-ui/react';
import { TransferInput } from '@shop/core/access/admin.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { showMessage, useSchemaForm } from '../../components/form';
import { RemoteCombobox } from '../../components/resource/remote-combobox';
import type { RemoteSearch } from '../../components/resource/types';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { transfer, transferred, type TransferKind } from './queries';

/** Sales and customers go only to commission-enabled admins: the server narrows the search. */
const TARGETS: RemoteSearch = {
  resource: 'account',
  label: (row) => `${String(row.name)} (${String(row.email)})`,
  params: { commission_enabled: '1' },
};

/** Moves an admin's sales or customers to another admin: `PUT /api/admin/account/{id}/transfer/{kind}`. */
export function TransferDialog({ id, kind }: { id: string; kind: TransferKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
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
      <Controller
        control={form.form.control}
        name="to_admin_id"
        render={({ field, fieldState }) => (
          <FormField
            id={`transfer-${kind}-to-admin-id`}
            label={t('admin:account.transfer.target')}
            required
            error={fieldState.error?.message ? showMessage(t, fieldState.error.message) : undefined}
          >
            <RemoteCombobox
              remote={TARGETS}
              value={field.value ? [String(field.value)] : []}
              onChange={(next) => field.onChange(next[0] ?? '')}
              exclude={[id]}
              inputRef={field.ref}
              name={field.name}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
    </FormDialog>
  );
}

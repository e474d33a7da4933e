import { Button } from '@chakra-ui/react';
import { AttributeInput } from '@shop/core/catalog/attribute.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, useSchemaForm } from '../../components/form';
import { FormDialog } from '../../components/ui/form-dialog';
import { attributeCreated, createAttribute } from './queries';

/**
 * Creates a stock option (attribute) without leaving the product form, so a first product is not a
 * dead end when no option exists yet. `POST /api/admin/attribute`; the new key is handed back.
 */
export function NewOptionDialog({ onCreated }: { onCreated: (key: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const option = useSchemaForm({
    id: 'new-option',
    defaultValues: { key: '', label: '' },
    schema: AttributeInput,
    submit: createAttribute,
    failTitle: t('common:toasts.createFail'),
    onSuccess: async (saved, _, form) => {
      await attributeCreated(queryClient);
      onCreated(saved.key);
      setOpen(false);
      form.reset();
    },
  });

  return (
    <FormDialog
      form={option}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline">
          {t('admin:product.variants.newOption')}
        </Button>
      }
      title={t('admin:product.variants.newOptionTitle')}
      submitLabel={t('common:actions.create')}
    >
      <TextField
        form={option}
        name="key"
        required
        autoComplete="off"
        label={t('admin:attribute.fields.key')}
        help={t('admin:attribute.help.key')}
      />
      <TextField form={option} name="label" required autoComplete="off" label={t('admin:attribute.fields.label')} />
    </FormDialog>
  );
}

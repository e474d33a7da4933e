import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { AttributeInput } from '@shop/core/catalog/attribute.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, translateMessage } from '../../components/ui/messages';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { adminKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { FormDialog } from '../../components/ui/form-dialog';

type Errors = Partial<Record<'key' | 'label', string>>;

/**
 * Creates a stock option (attribute) without leaving the product form, so a first product is not a
 * dead end when no option exists yet. `POST /api/admin/attribute`; the new key is handed back.
 */
export function NewOptionDialog({ onCreated }: { onCreated: (key: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const create = useMutation({
    mutationFn: (body: { key: string; label: string }) => api.post<{ key: string }>('/admin/attribute', body),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.resource('attribute').all });
      notify.success(t('common:toasts.submitSuccess'));
      onCreated(saved.key);
      setOpen(false);
      setKey('');
      setLabel('');
      setErrors({});
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const fields = error.fieldErrors;
        setErrors({
          key: fields.key?.map((m) => translateMessage(t, m)).join(' '),
          label: fields.label?.map((m) => translateMessage(t, m)).join(' '),
        });
      }
      notify.warning(t('common:toasts.createFail'), errorMessages(t, error));
    },
  });

  const submit = (event: FormEvent) => {
    // The dialog sits inside the product form in React's tree: keep its submit to itself.
    event.preventDefault();
    event.stopPropagation();
    const parsed = AttributeInput.safeParse({ key: key.trim(), label: label.trim() });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= translateMessage(t, issue.message);
      }
      setErrors(next);
      return;
    }
    create.mutate({ key: parsed.data.key, label: parsed.data.label });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline">
          {t('admin:product.variants.newOption')}
        </Button>
      }
      title={t('admin:product.variants.newOptionTitle')}
      onSubmit={submit}
      submitLabel={t('common:actions.create')}
      pending={create.isPending}
    >
      <Stack gap="4">
        <Field.Root id="new-option-key" invalid={Boolean(errors.key)} required>
          <Field.Label>{t('admin:attribute.fields.key')}</Field.Label>
          <Input value={key} onChange={(e) => setKey(e.currentTarget.value)} autoComplete="off" />
          <Field.HelperText>{t('admin:attribute.help.key')}</Field.HelperText>
          <Field.ErrorText>{errors.key}</Field.ErrorText>
        </Field.Root>
        <Field.Root id="new-option-label" invalid={Boolean(errors.label)} required>
          <Field.Label>{t('admin:attribute.fields.label')}</Field.Label>
          <Input value={label} onChange={(e) => setLabel(e.currentTarget.value)} autoComplete="off" />
          <Field.ErrorText>{errors.label}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}

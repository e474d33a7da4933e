import { Button, HStack, Text, VStack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../components/resource';
import { errorMessages } from '../../components/ui/messages';
import { client, unwrap } from '../../lib/client';
import { notify } from '../../lib/toast';

/**
 * The e-book a status's trigger sends: uploaded to `POST /api/admin/status/upload` (PDF or EPUB,
 * ≤ 10 MB, stored privately) and kept as its key. Leads open it only through their mail's link.
 */
export function EbookUpload({ field, value: stored, onChange, error, disabled }: WidgetProps) {
  const value = typeof stored === 'string' ? stored : '';
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => unwrap(client.api.admin.status.upload.$post({ form: { file } })),
    onSuccess: ({ path }) => {
      onChange(path);
      notify.success(t('common:toasts.uploadSuccess'));
    },
    onError: (failure) => notify.warning(t('common:toasts.uploadFail'), errorMessages(t, failure)),
  });
  return (
    <VStack align="start" gap="2">
      <HStack>
        <input
          ref={input}
          id={field.id}
          type="file"
          accept="application/pdf,application/epub+zip,.pdf,.epub"
          aria-labelledby={field.labelId}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = '';
          }}
        />
        <Button size="sm" variant="outline" loading={upload.isPending} disabled={disabled} onClick={() => input.current?.click()}>
          {value ? t('admin:status.replaceFile') : t('admin:status.chooseFile')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" data-testid="ebook-file">
        {value ? value.slice(value.lastIndexOf('/') + 1) : t('admin:status.noFile')}
      </Text>
    </VStack>
  );
}

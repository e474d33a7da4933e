import { Box, Button, HStack, Image, Text, VStack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from './upload-image';
import { fileUrl } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { errorMessages } from '../../ui/messages';

interface ImageUploadProps {
  id: string;
  value: string;
  onChange: (path: string) => void;
  invalid?: boolean;
}

/** Uploads to `POST /api/admin/upload` (field `image`) and keeps the returned path. */
export function ImageUpload({ id, value, onChange, invalid }: ImageUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: ({ path }) => {
      onChange(path);
      notify.success(t('common:toasts.uploadSuccess'));
    },
    onError: (error) => notify.warning(t('common:toasts.uploadFail'), errorMessages(t, error)),
  });

  const src = fileUrl(value);
  return (
    <VStack align="start" gap="2">
      {src && (
        <Box borderWidth="1px" borderRadius="md" p="1">
          <Image src={src} alt={t('common:upload.preview')} maxH="160px" maxW="320px" objectFit="contain" />
        </Box>
      )}
      <HStack>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          aria-invalid={invalid || undefined}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = '';
          }}
        />
        <Button size="sm" variant="outline" loading={upload.isPending} onClick={() => input.current?.click()}>
          {src ? t('common:upload.replace') : t('common:upload.choose')}
        </Button>
        {src && (
          <Button size="sm" variant="ghost" onClick={() => onChange('')}>
            {t('common:upload.remove')}
          </Button>
        )}
      </HStack>
      {!src && (
        <Text fontSize="sm" color="fg.muted">
          {t('common:upload.none')}
        </Text>
      )}
    </VStack>
  );
}

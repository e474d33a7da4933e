import { Badge, Box, Button, HStack, IconButton, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from './upload-image';
import { fileUrl } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { errorMessages } from '../../ui/messages';
import { moveItem } from '../../../lib/move-item';

interface ImageListProps {
  id: string;
  labelId: string;
  value: unknown;
  onChange: (paths: string[]) => void;
  invalid?: boolean;
  max?: number;
}

const DEFAULT_MAX = 20;

/**
 * An ordered list of uploads (`POST /api/admin/upload` → path each): the first is the main image;
 * move left / right and remove keep the order the server stores.
 */
export function ImageList({ id, labelId, value, onChange, invalid, max = DEFAULT_MAX }: ImageListProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const paths = Array.isArray(value) ? (value as string[]) : [];
  // Uploads finish one by one; each appends to the latest list, not the one the picker saw.
  const latest = useRef(paths);
  latest.current = paths;

  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: ({ path }) => {
      const next = [...latest.current, path].slice(0, max);
      latest.current = next;
      onChange(next);
      notify.success(t('common:toasts.uploadSuccess'));
    },
    onError: (error) => notify.warning(t('common:toasts.uploadFail'), errorMessages(t, error)),
  });

  const move = (from: number, to: number) => {
    if (to >= 0 && to < paths.length) onChange(moveItem(paths, from, to));
  };

  return (
    <Stack gap="2" aria-labelledby={labelId} role="group">
      {paths.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('common:upload.none')}
        </Text>
      ) : (
        <Wrap as="ol" gap="3" listStyleType="none" m="0" p="0">
          {paths.map((path, index) => {
            const name = t('common:upload.imageNumber', { number: index + 1 });
            return (
              <Box as="li" key={`${path}-${index}`} borderWidth="1px" borderRadius="md" p="2" width="40">
                <Stack gap="2">
                  <Box position="relative">
                    <Image src={fileUrl(path)} alt={name} height="24" width="full" objectFit="contain" />
                    {index === 0 && (
                      <Badge position="absolute" top="0" insetStart="0" colorPalette="blue">
                        {t('common:upload.main')}
                      </Badge>
                    )}
                  </Box>
                  <HStack gap="1" justify="space-between">
                    <IconButton
                      size="xs"
                      variant="outline"
                      aria-label={t('common:upload.moveEarlier', { name })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      ←
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="outline"
                      aria-label={t('common:upload.moveLater', { name })}
                      disabled={index === paths.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      →
                    </IconButton>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('common:upload.removeNamed', { name })}
                      onClick={() => onChange(paths.filter((_, i) => i !== index))}
                    >
                      {t('common:upload.removeShort')}
                    </Button>
                  </HStack>
                </Stack>
              </Box>
            );
          })}
        </Wrap>
      )}
      <HStack>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          multiple
          aria-invalid={invalid || undefined}
          aria-labelledby={labelId}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])].slice(0, Math.max(0, max - paths.length));
            for (const file of files) upload.mutate(file);
            e.target.value = '';
          }}
        />
        <Button
          size="sm"
          variant="outline"
          loading={upload.isPending}
          disabled={paths.length >= max}
          onClick={() => input.current?.click()}
        >
          {t('common:upload.add')}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {t('common:upload.count', { count: paths.length, max })}
        </Text>
      </HStack>
    </Stack>
  );
}

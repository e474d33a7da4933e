import { Button, Card, Field, HStack, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { HISTORY_STATUSES, type HistoryStatus } from '@shop/core/form/form.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorMessages } from '../../components/ui/messages';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { notify } from '../../lib/toast';
import { openHistoryFile, useHistory, useSetHistoryStatus, useUploadHistoryFile } from './queries';

/** `/admin/formbuilder/{form_id}/history/{history_id}`: one submission's answers and files; staff set its status and attach files. */
export function HistoryPage() {
  const { t } = useTranslation();
  const { form_id: formId = '', history_id: hid = '' } = useParams();
  const history = useHistory(formId, hid);
  const setStatus = useSetHistoryStatus(hid);
  const upload = useUploadHistoryFile(hid);
  const [file, setFile] = useState<File | null>(null);
  const open = (key: string) =>
    openHistoryFile(hid, key).catch((error: unknown) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)));

  if (history.isPending) return <PageSpinner />;
  if (history.isError) return <ErrorState message={errorMessages(t, history.error).join(' ')} onRetry={() => void history.refetch()} />;
  const h = history.data;
  return (
    <Stack gap="4" maxW="3xl">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('admin:form.historyNumber', { id: h.id })} — {h.form_title}
        </Heading>
        <Button asChild size="sm" variant="ghost">
          <Link to={`/admin/formbuilder/histories/${formId}`}>{t('admin:form.backToHistories')}</Link>
        </Button>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {new Date(h.created_at).toLocaleString()} · {h.user_name ?? t('admin:form.guest')}
      </Text>
      <Card.Root>
        <Card.Body>
          <Stack as="dl" gap="3">
            {h.answers.map((a) => (
              <Stack key={a.key} gap="0">
                <Text as="dt" fontWeight="semibold">
                  {a.title}
                </Text>
                <Text as="dd" whiteSpace="pre-wrap">
                  {a.type === 'file' ? (
                    <Button size="xs" variant="outline" onClick={() => void open(String(a.value))}>
                      {a.file_name}
                    </Button>
                  ) : Array.isArray(a.value) ? (
                    a.value.join(', ')
                  ) : (
                    a.value
                  )}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Field.Root maxW="xs">
        <Field.Label htmlFor="history-status">{t('admin:form.fields.status')}</Field.Label>
        <NativeSelect.Root size="sm" disabled={setStatus.isPending}>
          <NativeSelect.Field
            id="history-status"
            value={h.status}
            onChange={(e) =>
              setStatus.mutate(e.currentTarget.value as HistoryStatus, {
                onSuccess: () => notify.success(t('common:toasts.submitSuccess')),
                onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
              })
            }
          >
            {HISTORY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin:form.statuses.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Stack gap="2">
        <Heading as="h2" size="md">
          {t('admin:form.adminFiles')}
        </Heading>
        {h.admin_files.map((f) => (
          <Button key={f.file} size="xs" variant="outline" alignSelf="start" onClick={() => void open(f.file)}>
            {f.name}
          </Button>
        ))}
        <HStack wrap="wrap">
          <Input
            type="file"
            size="sm"
            maxW="xs"
            aria-label={t('admin:form.adminFile')}
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
          <Button
            size="sm"
            disabled={!file || upload.isPending}
            onClick={() =>
              file &&
              upload.mutate(file, {
                onSuccess: () => notify.success(t('common:toasts.uploadSuccess')),
                onError: (error) => notify.warning(t('common:toasts.uploadFail'), errorMessages(t, error)),
              })
            }
          >
            {t('admin:form.upload')}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}

import { Box, Button, CloseButton, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { DownloadLink } from '@shop/core/files/files.schema';
import type { ImportJobInfo } from '@shop/core/imports/import-job.schema';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { openDownload } from '../../lib/direct-upload';
import { notify } from '../../lib/toast';
import { errorMessages, translateMessage } from '../ui/messages';

export type ImportJob = ImportJobInfo;

export const isFinished = (job: ImportJob) => job.status === 'done' || job.status === 'failed';

/**
 * The running import of a list: a progress bar over its rows while the chunks run, then what came of
 * it and, when rows failed, a button that downloads them as .xlsx (row, messages, cells).
 */
export function ImportProgress({ job, resultPath, onClose }: { job: ImportJob; resultPath: string; onClose: () => void }) {
  const { t } = useTranslation();
  const result = useMutation({
    // From storage through a short-lived signed link, named by the server (decision 0054).
    mutationFn: async () => DownloadLink.parse(await api.post(`${resultPath}/link`)),
    onSuccess: (link) => openDownload(link.url),
    onError: (error) => notify.warning(t('common:toasts.exportFail'), errorMessages(t, error)),
  });
  const label =
    job.status === 'queued'
      ? t('common:import.queued')
      : job.status === 'running'
        ? t('common:import.running', { processed: job.processed, total: job.total })
        : job.status === 'done'
          ? t('common:import.done', { imported: job.imported, failed: job.failed, total: job.total })
          : t('common:import.stopped', { message: translateMessage(t, job.error ?? '') });

  return (
    // Last in the list's toolbar, on a line of its own under the buttons.
    <Box role="region" aria-label={t('common:import.title')} borderWidth="1px" borderRadius="md" px="3" py="2" order={1} flexBasis="100%">
      <Stack gap="2">
        <HStack justify="space-between" gap="2">
          <Text fontSize="sm" aria-live="polite">
            {label}
          </Text>
          {isFinished(job) && <CloseButton size="xs" aria-label={t('common:import.close')} onClick={onClose} />}
        </HStack>
        <Progress.Root
          size="sm"
          value={job.total === 0 ? (isFinished(job) ? 1 : 0) : job.processed}
          max={Math.max(job.total, 1)}
          colorPalette={job.status === 'failed' ? 'red' : job.failed > 0 ? 'orange' : 'blue'}
        >
          {/* The track is the progressbar; by default it is named only by its percentage. */}
          <Progress.Track aria-label={t('common:import.progress')} aria-valuetext={label}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {job.has_result && (
          <Button size="xs" variant="outline" alignSelf="start" loading={result.isPending} onClick={() => result.mutate()}>
            {t('common:import.downloadResult')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

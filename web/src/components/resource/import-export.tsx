import { Button } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type Query } from '../../lib/api';
import { openDownload, postToStorage } from '../../lib/direct-upload';
import { adminKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { errorMessages, translateMessage } from '../ui/messages';
import { DownloadLink, PresignedPostInfo } from '@shop/core/files/files.schema';
import { ImportJobInfo } from '@shop/core/imports/import-job.schema';
import { ImportProgress, isFinished, type ImportJob } from './import-progress';
import type { AnyResource } from './types';
import { resourcePath, useInvalidateResource } from './use-resource';

/** How often a running import is asked for its progress. */
const POLL_MS = 1000;

type Failure = ImportJob['failures'][number];

function describeFailure({ row, messages }: Failure, t: TFunction): string {
  const list = typeof messages === 'string' ? [messages] : Object.values(messages).flat();
  const text = list.map((m) => translateMessage(t, m)).join(' ');
  return text ? `${t('common:import.row', { row })}: ${text}` : t('common:import.row', { row });
}

/**
 * `.xlsx` import and export buttons of a list, both straight to and from storage (decision 0054). An import runs as a
 * background job on the server (`202` + job); its progress is polled and shown until it ends.
 */
export function ImportExport({
  definition,
  canImport,
  canExport,
  exportQuery = {},
}: {
  definition: AnyResource;
  canImport: boolean;
  canExport: boolean;
  /** The list's filters and search: the export holds what the list shows (and the export log names them). */
  exportQuery?: Query;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const invalidate = useInvalidateResource(definition);
  const [jobId, setJobId] = useState<string>();
  const reported = useRef<string | undefined>(undefined);

  const importFile = useMutation({
    // Straight to storage (decision 0054): a signed form, the workbook to the bucket, then its key starts the job.
    mutationFn: async (file: File) => {
      const form = PresignedPostInfo.parse(await api.post(resourcePath(definition, '/import/presign'), { size: file.size }));
      const key = await postToStorage(form, file, 'The file may not be greater than 5 MB.');
      return ImportJobInfo.parse(await api.post(resourcePath(definition, '/import/uploaded'), { key }));
    },
    onSuccess: (job) => setJobId(job.id),
    onError: (error) => notify.warning(t('common:toasts.importFail'), errorMessages(t, error)),
  });

  const job = useQuery({
    queryKey: adminKeys.resource(definition.apiPath).importJob(jobId ?? ''),
    queryFn: async ({ signal }) =>
      ImportJobInfo.parse(await api.get(resourcePath(definition, `/import/${jobId ?? ''}`), undefined, { signal })),
    enabled: jobId !== undefined,
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : POLL_MS),
  });

  // Once per job: refresh the list and say how it went (spec: Import Success / Import Some Rows Fail).
  useEffect(() => {
    const current = job.data;
    if (!current || !isFinished(current) || reported.current === current.id) return;
    reported.current = current.id;
    void invalidate();
    if (current.status === 'failed') notify.warning(t('common:toasts.importFail'), translateMessage(t, current.error ?? ''));
    else if (current.failed > 0)
      notify.warning(
        t('common:toasts.importSomeRowsFail'),
        current.failures.map((f) => describeFailure(f, t)),
      );
    else notify.success(t('common:toasts.importSuccess'));
  }, [job.data, invalidate, t]);

  const exportFile = useMutation({
    // Written to storage and fetched from there through a short-lived signed link (decision 0054).
    mutationFn: async () => DownloadLink.parse(await api.post(resourcePath(definition, '/export/link'), undefined, { query: exportQuery })),
    onSuccess: (link) => openDownload(link.url),
    onError: (error) => notify.warning(t('common:toasts.exportFail'), errorMessages(t, error)),
  });

  const running = importFile.isPending || (job.data !== undefined && !isFinished(job.data));
  return (
    <>
      {definition.importable && canImport && (
        <>
          <input
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={t('common:import.file')}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) importFile.mutate(file);
              e.target.value = '';
            }}
          />
          <Button size="sm" variant="outline" loading={running} onClick={() => input.current?.click()}>
            {t('common:actions.import')}
          </Button>
        </>
      )}
      {definition.exportable && canExport && (
        <Button size="sm" variant="outline" loading={exportFile.isPending} onClick={() => exportFile.mutate()}>
          {t('common:actions.export')}
        </Button>
      )}
      {job.data && (
        <ImportProgress
          job={job.data}
          resultPath={resourcePath(definition, `/import/${job.data.id}/result`)}
          onClose={() => setJobId(undefined)}
        />
      )}
    </>
  );
}

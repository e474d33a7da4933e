import { Button } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, download, saveFile } from '../../lib/api';
import { adminKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { errorMessages, translateMessage } from '../ui/messages';
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
 * `.xlsx` import (multipart field `file`) and export (blob) buttons of a list. An import runs as a
 * background job on the server (`202` + job); its progress is polled and shown until it ends.
 */
export function ImportExport({ definition, canImport, canExport }: { definition: AnyResource; canImport: boolean; canExport: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const invalidate = useInvalidateResource(definition);
  const [jobId, setJobId] = useState<string>();
  const reported = useRef<string | undefined>(undefined);

  const importFile = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post(resourcePath(definition, '/import'), body).then((job) => ImportJobInfo.parse(job));
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
    mutationFn: () => download(resourcePath(definition, '/export')),
    onSuccess: (file) => saveFile(file, `${definition.apiPath}.xlsx`),
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
          fileName={`${definition.apiPath}-import-result.xlsx`}
          onClose={() => setJobId(undefined)}
        />
      )}
    </>
  );
}

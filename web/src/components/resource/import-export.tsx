import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api, download, saveFile } from '../../lib/api';
import { notify } from '../../lib/toast';
import { errorMessages } from '../ui/messages';
import type { AnyResource } from './types';
import { resourcePath, useInvalidateResource } from './use-resource';

type FailedRow = number | string | { row?: number | string; messages?: unknown; errors?: unknown };

function describeFailure(entry: FailedRow, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (typeof entry !== 'object' || entry === null) return t('common:import.row', { row: entry });
  const detail = entry.messages ?? entry.errors;
  const text =
    typeof detail === 'string'
      ? detail
      : detail && typeof detail === 'object'
        ? Object.values(detail as Record<string, unknown>).flat().map(String).join(' ')
        : '';
  return text ? `${t('common:import.row', { row: entry.row ?? '?' })}: ${text}` : t('common:import.row', { row: entry.row ?? '?' });
}

/** `.xlsx` import (multipart field `file`) and export (blob) buttons of a list. */
export function ImportExport({ definition, canImport, canExport }: { definition: AnyResource; canImport: boolean; canExport: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const invalidate = useInvalidateResource(definition);

  const importFile = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<{ failed?: FailedRow[] }>(resourcePath(definition, '/import'), body);
    },
    onSuccess: (result) => {
      void invalidate();
      const failed = result?.failed ?? [];
      if (failed.length) notify.warning(t('common:toasts.importSomeRowsFail'), failed.map((f) => describeFailure(f, t)));
      else notify.success(t('common:toasts.importSuccess'));
    },
    onError: (error) => notify.warning(t('common:toasts.importFail'), errorMessages(t, error)),
  });

  const exportFile = useMutation({
    mutationFn: () => download(resourcePath(definition, '/export')),
    onSuccess: (file) => saveFile(file, `${definition.apiPath}.xlsx`),
    onError: (error) => notify.warning(t('common:toasts.exportFail'), errorMessages(t, error)),
  });

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
          <Button size="sm" variant="outline" loading={importFile.isPending} onClick={() => input.current?.click()}>
            {t('common:actions.import')}
          </Button>
        </>
      )}
      {definition.exportable && canExport && (
        <Button size="sm" variant="outline" loading={exportFile.isPending} onClick={() => exportFile.mutate()}>
          {t('common:actions.export')}
        </Button>
      )}
    </>
  );
}

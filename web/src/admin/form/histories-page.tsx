import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE } from '@shop/core/shared/paging';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ListPagination } from '../../components/resource';
import { errorMessages } from '../../components/ui/messages';
import { SimpleTable } from '../../components/ui/simple-table';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { download, saveFile } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useHistories } from './queries';

/** `/admin/formbuilder/histories/{id}`: a form's submissions, a page at a time from its own partition; export as xlsx. */
export function HistoriesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const histories = useHistories(id, page, perPage);
  const exportSheet = async () => {
    try {
      saveFile(await download(`/admin/form/${id}/export`), `form-${id}.xlsx`);
    } catch (error) {
      notify.warning(t('common:toasts.exportFail'), errorMessages(t, error));
    }
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('admin:form.histories')}
          {histories.data?.data[0] ? ` — ${histories.data.data[0].form_title}` : ''}
        </Heading>
        <HStack>
          <Button size="sm" variant="outline" onClick={() => void exportSheet()}>
            {t('admin:form.export')}
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to="/admin/formbuilder">{t('admin:form.backToForms')}</Link>
          </Button>
        </HStack>
      </HStack>
      {histories.isPending ? (
        <PageSpinner />
      ) : histories.isError ? (
        <ErrorState message={errorMessages(t, histories.error).join(' ')} onRetry={() => void histories.refetch()} />
      ) : histories.data.total === 0 ? (
        <Text color="fg.muted">{t('admin:form.noHistories')}</Text>
      ) : (
        <>
          <SimpleTable
            label={t('admin:form.histories')}
            busy={histories.isFetching}
            rows={histories.data.data}
            rowKey={(h) => h.id}
            columns={[
              {
                header: t('common:fields.id'),
                cell: (h) => (
                  <Link to={`/admin/formbuilder/${id}/history/${String(h.id)}`}>
                    <Text as="span" color="fg.info" textDecoration="underline">
                      {t('admin:form.historyNumber', { id: h.id })}
                    </Text>
                  </Link>
                ),
              },
              { header: t('admin:form.submittedAt'), cell: (h) => new Date(h.created_at).toLocaleString() },
              { header: t('admin:form.customer'), cell: (h) => h.user_name ?? t('admin:form.guest') },
              { header: t('admin:form.fields.status'), cell: (h) => t(`admin:form.statuses.${h.status}`) },
            ]}
          />
          <ListPagination
            page={page}
            perPage={perPage}
            total={histories.data.total}
            onPage={setPage}
            onPerPage={(next) => {
              setPerPage(next);
              setPage(1);
            }}
          />
        </>
      )}
    </Stack>
  );
}

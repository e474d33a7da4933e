import { Button, Card, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useConfirm } from '../../components/ui/confirm';
import { errorMessages } from '../../components/ui/messages';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { notify } from '../../lib/toast';
import { useAdminCan } from '../shell/use-admin-profile';
import { StatusBadge } from './applications-page';

/**
 * `/admin/service/view/{id}`: one application — who, which service, when, its answers (the form
 * submission it links) — and, while pending, Approve or Reject with a message the shopper is mailed.
 * Each asks first; a decision someone else made first is refused (409) and the page reloads.
 */
export function ApplicationViewPage() {
  const { t, i18n } = useTranslation();
  const id = useParams().id ?? '';
  const can = useAdminCan();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const key = ['admin', 'application', 'view', id, i18n.language];
  const application = useQuery({
    queryKey: key,
    queryFn: () => unwrap(client.api.admin.application[':id{[0-9]+}'].$get({ param: { id } })),
  });
  const decide = useMutation({
    mutationFn: (status: 'approved' | 'rejected') =>
      unwrap(client.api.admin.application[':id{[0-9]+}'].$put({ param: { id }, json: { status, message: message || undefined } })),
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      notify.success(t('common:toasts.updateSuccess'));
    },
    onError: (error) => {
      notify.warning(t('common:toasts.submitFail'), errorMessages(t, error));
      void application.refetch();
    },
  });
  if (application.isPending) return <PageSpinner />;
  if (application.isError) return <ErrorState onRetry={() => void application.refetch()} />;
  const a = application.data;
  const ask = (status: 'approved' | 'rejected') =>
    void confirm({
      title: t(status === 'approved' ? 'admin:application.approveConfirm' : 'admin:application.rejectConfirm'),
      confirmLabel: t(status === 'approved' ? 'admin:application.approve' : 'admin:application.reject'),
    }).then((ok) => ok && decide.mutate(status));
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="xl">
        {t('admin:application.viewTitle', { id: a.id })} <StatusBadge status={a.status} />
      </Heading>
      <Card.Root>
        <Card.Body gap="2">
          <Text>
            {t('admin:application.service')}: {a.product_name}
          </Text>
          <Text>
            {t('admin:application.customer')}: {a.customer_name} ({a.customer_email})
          </Text>
          <Text>
            {t('admin:application.appliedAt')}: {new Date(a.created_at).toLocaleString(i18n.language)}
          </Text>
          {a.form_id && a.history_id && (
            <Link to={`/admin/formbuilder/${String(a.form_id)}/history/${String(a.history_id)}`}>{t('admin:application.answers')}</Link>
          )}
          {a.message && (
            <Text>
              {t('admin:application.message')}: {a.message}
            </Text>
          )}
          {a.used_order_id && (
            <Link to={`/admin/order/${String(a.used_order_id)}`}>{t('admin:application.usedBy', { id: a.used_order_id })}</Link>
          )}
        </Card.Body>
      </Card.Root>
      {a.status === 'pending' && can('update application') && (
        <Card.Root>
          <Card.Body gap="3">
            <Field.Root>
              <Field.Label>{t('admin:application.message')}</Field.Label>
              <Textarea value={message} maxLength={2000} onChange={(e) => setMessage(e.currentTarget.value)} />
              <Field.HelperText>{t('admin:application.messageHelp')}</Field.HelperText>
            </Field.Root>
            <HStack>
              <Button loading={decide.isPending} onClick={() => ask('approved')}>
                {t('admin:application.approve')}
              </Button>
              <Button variant="outline" colorPalette="red" loading={decide.isPending} onClick={() => ask('rejected')}>
                {t('admin:application.reject')}
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

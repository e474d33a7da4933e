import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../../components/ui/simple-table';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';

interface Row {
  id: string;
  to: string;
  text: string;
  extra: string;
  at: string;
}

function OutboxTable({ label, rows }: { label: string; rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {label}
        </Heading>
      </Card.Header>
      <Card.Body>
        {rows.length === 0 ? (
          <Text color="fg.muted">{t('admin:outbox.empty')}</Text>
        ) : (
          <SimpleTable
            label={label}
            rows={rows}
            rowKey={(r) => r.id}
            columns={[
              { header: t('admin:outbox.at'), cell: (r) => new Date(r.at).toLocaleString(), props: { whiteSpace: 'nowrap' } },
              { header: t('admin:outbox.to'), cell: (r) => r.to },
              { header: t('admin:outbox.text'), cell: (r) => r.text, props: { whiteSpace: 'pre-wrap' } },
              { header: t('admin:outbox.extra'), cell: (r) => r.extra, props: { wordBreak: 'break-all' } },
            ]}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * `/admin/outbox` (development only): what the local stand-ins accepted: SMS, WhatsApp messages and
 * e-mails, newest first. On AWS the API answers 404 and this page says so.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const outbox = useQuery({
    queryKey: ['admin', 'outbox'],
    queryFn: () => unwrap(client.api.admin.outbox.$get({ query: {} })),
    refetchInterval: 3000,
    retry: false,
  });
  if (outbox.isPending) return <PageSpinner />;
  if (outbox.isError) return <ErrorState onRetry={() => void outbox.refetch()} />;
  const { sms, whatsapp, mail } = outbox.data;
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('admin:outbox.title')}
      </Heading>
      <Text color="fg.muted">{t('admin:outbox.intro')}</Text>
      <OutboxTable label={t('admin:outbox.sms')} rows={sms.map((m) => ({ id: m.id, to: m.to, text: m.body, extra: '', at: m.sent_at }))} />
      <OutboxTable
        label={t('admin:outbox.whatsapp')}
        rows={whatsapp.map((m) => ({ id: m.id, to: m.to, text: m.body, extra: m.template ?? '', at: m.sent_at }))}
      />
      <OutboxTable
        label={t('admin:outbox.mail')}
        rows={mail.map((m) => ({ id: m.id, to: m.to, text: `${m.subject}\n${m.body}`, extra: m.unsubscribe ?? '', at: m.sent_at }))}
      />
    </Stack>
  );
}

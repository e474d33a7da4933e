import { Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label={label}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('admin:outbox.at')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin:outbox.to')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin:outbox.text')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin:outbox.extra')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.id}>
                    <Table.Cell whiteSpace="nowrap">{new Date(r.at).toLocaleString()}</Table.Cell>
                    <Table.Cell>{r.to}</Table.Cell>
                    <Table.Cell whiteSpace="pre-wrap">{r.text}</Table.Cell>
                    <Table.Cell wordBreak="break-all">{r.extra}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
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

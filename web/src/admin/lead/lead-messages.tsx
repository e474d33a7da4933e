import { Badge, Card, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../components/ui/messages';
import { SimpleTable } from '../../components/ui/simple-table';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';

const CHANNELS = ['email', 'sms', 'whatsapp'] as const;
const STATE_COLORS: Record<string, string> = {
  sent: 'green',
  scheduled: 'blue',
  failed: 'red',
  capped: 'orange',
  skipped_no_consent: 'gray',
  queued: 'gray',
};

/**
 * The lead screen's Messages tab: consent per channel (staff record what the lead told them; an
 * unsubscribe or an SMS "STOP" shows here too) and the messages sent to the lead, newest first, with
 * their delivery state.
 */
export function LeadMessages({ id }: { id: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const consentKey = ['admin', 'lead', id, 'consent'];
  const consent = useQuery({
    queryKey: consentKey,
    queryFn: () => unwrap(client.api.admin.lead[':id'].consent.$get({ param: { id } })),
  });
  const messages = useQuery({
    queryKey: ['admin', 'lead', id, 'messages'],
    queryFn: () => unwrap(client.api.admin.lead[':id'].messages.$get({ param: { id }, query: {} })),
  });
  const change = useMutation({
    mutationFn: (json: { channel: (typeof CHANNELS)[number]; granted: boolean }) =>
      unwrap(client.api.admin.lead[':id'].consent.$put({ param: { id }, json })),
    onSuccess: (next, sent) => {
      queryClient.setQueryData(consentKey, next);
      // E-mail consent moves the customer's newsletter flag (decision 0072): the customer form reads it afresh.
      if (sent.channel === 'email') void queryClient.invalidateQueries({ queryKey: adminKeys.resource('user').all });
      notify.success(t('common:toasts.updateSuccess'));
    },
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });
  if (consent.isPending || messages.isPending) return <PageSpinner />;
  if (consent.isError || messages.isError) return <ErrorState onRetry={() => void Promise.all([consent.refetch(), messages.refetch()])} />;
  const granted = new Map(consent.data.map((c) => [c.channel, c]));
  return (
    <Stack gap="4">
      <Card.Root>
        <Card.Header>
          <Text fontWeight="semibold">{t('admin:lead.consent.title')}</Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="3">
            {CHANNELS.map((channel) => {
              const current = granted.get(channel);
              return (
                <HStack key={channel} justify="space-between" wrap="wrap">
                  <Switch.Root
                    checked={current?.granted ?? false}
                    disabled={change.isPending}
                    onCheckedChange={({ checked }) => change.mutate({ channel, granted: checked })}
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>{t(`admin:lead.consent.${channel}`)}</Switch.Label>
                  </Switch.Root>
                  <Text fontSize="sm" color="fg.muted">
                    {current
                      ? current.granted
                        ? t('admin:lead.consent.given', {
                            source: t(`admin:lead.consent.sources.${current.source}`),
                            at: new Date(current.granted_at).toLocaleString(),
                          })
                        : t('admin:lead.consent.withdrawn', { way: t(`admin:lead.consent.ways.${current.withdrawn_by ?? 'staff'}`) })
                      : t('admin:lead.consent.never')}
                  </Text>
                </HStack>
              );
            })}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          {messages.data.data.length === 0 ? (
            <Text color="fg.muted">{t('admin:lead.messages.none')}</Text>
          ) : (
            <SimpleTable
              label={t('admin:lead.messages.title')}
              rows={messages.data.data}
              rowKey={(m) => m.id}
              columns={[
                { header: t('admin:lead.messages.when'), cell: (m) => new Date(m.created_at).toLocaleString() },
                { header: t('admin:lead.messages.channel'), cell: (m) => t(`admin:lead.consent.${m.channel}`) },
                { header: t('admin:lead.messages.text'), cell: (m) => m.subject ?? m.body, props: { maxW: 'md', truncate: true } },
                {
                  header: t('admin:lead.messages.state'),
                  cell: (m) => <Badge colorPalette={STATE_COLORS[m.state] ?? 'gray'}>{t(`admin:lead.messages.states.${m.state}`)}</Badge>,
                },
              ]}
            />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

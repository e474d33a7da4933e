import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SideDrawer } from '../../components/ui/side-drawer';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';

/** The lead `active_lead_id` names, in a side panel: who, how to reach them, and a link to the lead. */
export function BoardLeadDrawer({ leadId, onClose }: { leadId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = String(leadId ?? '');
  const lead = useQuery({
    queryKey: ['admin', 'lead', id],
    queryFn: () => unwrap(client.api.admin.lead[':id{[0-9]+}'].$get({ param: { id }, query: {} })),
    enabled: leadId !== null,
  });
  const row = (label: string, value: string | null | undefined) => (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text wordBreak="break-word">{value || '—'}</Text>
    </Box>
  );
  return (
    <SideDrawer
      open={leadId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={lead.data ? `${lead.data.first_name} ${lead.data.last_name}`.trim() : t('admin:lead.singular')}
      closeLabel={t('common:actions.close')}
      placement="end"
      size="sm"
    >
      {lead.isPending ? (
        <PageSpinner />
      ) : lead.isError ? (
        <ErrorState onRetry={() => void lead.refetch()} />
      ) : (
        <Stack gap="4">
          <Stack gap="3">
            {row(t('common:fields.email'), lead.data.email)}
            {row(t('common:fields.phone'), lead.data.phone)}
            {row(t('admin:lead.fields.statusDescription'), lead.data.status_description)}
            {row(t('admin:lead.fields.leadSource'), lead.data.lead_source ? t(`admin:lead.source.${lead.data.lead_source}`) : null)}
          </Stack>
          <Button asChild size="sm">
            <Link to={`/admin/lead/edit/${id}`}>{t('admin:funnel.openLead')}</Link>
          </Button>
        </Stack>
      )}
    </SideDrawer>
  );
}

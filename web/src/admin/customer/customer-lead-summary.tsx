import { Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Row } from '../../components/resource';
import { useCan } from '../../components/resource/permissions';
import { useOptionLabels } from '../../components/resource/use-resource';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : '—');

/**
 * The customer's CRM fields, read-only (spec §3: status, its note, the lead source and its note): the
 * lead screen edits them; staff who may open the lead get a link there.
 */
export function CustomerLeadSummary({ id, item }: { id: string; item: Row }) {
  const { t } = useTranslation();
  const can = useCan();
  const statusId = typeof item.status_id === 'number' ? item.status_id : null;
  const status = useOptionLabels({ resource: 'status' }, statusId ? [statusId] : []);
  const statusTitle = statusId ? (status.data?.find((r) => r.id === statusId)?.title ?? `#${String(statusId)}`) : '—';
  const source =
    typeof item.lead_source === 'string' && item.lead_source ? t(`admin:lead.source.${item.lead_source}`) : t('admin:lead.noSource');
  const rows: [string, string][] = [
    [t('admin:lead.fields.status'), String(statusTitle)],
    [t('admin:lead.fields.statusDescription'), text(item.status_description)],
    [t('admin:lead.fields.leadSource'), source],
    [t('admin:lead.fields.leadSourceDescription'), text(item.lead_source_description)],
  ];
  return (
    <Card.Root as="section" aria-labelledby="customer-lead-title">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id="customer-lead-title">
            {t('admin:lead.singular')}
          </Heading>
          <Grid as="dl" templateColumns={{ base: '1fr', sm: 'minmax(8rem, max-content) 1fr' }} columnGap="4" rowGap="1">
            {rows.map(([label, value]) => (
              <Stack key={label} display="contents">
                <Text as="dt" fontWeight="medium">
                  {label}
                </Text>
                <Text as="dd" whiteSpace="pre-wrap" mb={{ base: '2', sm: '0' }}>
                  {value}
                </Text>
              </Stack>
            ))}
          </Grid>
          {can('update lead') && (
            <Link to={`/admin/lead/edit/${id}`} style={{ textDecoration: 'underline' }}>
              {t('admin:customer.openLead')}
            </Link>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

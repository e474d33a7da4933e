import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../components/resource';
import { SimpleTable } from '../../components/ui/simple-table';

type Value = string | number | boolean | (string | number | boolean)[];

/**
 * A customer's `lead_inputs` (decision 0065): the answers an outside form or source sent when the
 * customer was created, shown read-only on the customer and lead screens. Nothing when there are none.
 */
export function LeadInputs({ item }: { item: Row }) {
  const { t } = useTranslation();
  const inputs = item.lead_inputs as Record<string, Value> | null | undefined;
  if (!inputs || Object.keys(inputs).length === 0) return null;
  const shown = (v: Value | string | number | boolean): string =>
    Array.isArray(v)
      ? v.map(shown).join(', ')
      : typeof v === 'boolean'
        ? t(v ? 'admin:customer.leadInputs.yes' : 'admin:customer.leadInputs.no')
        : String(v);
  return (
    <Card.Root as="section" aria-labelledby="lead-inputs-title">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id="lead-inputs-title">
            {t('admin:customer.leadInputs.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('admin:customer.leadInputs.help')}
          </Text>
          <SimpleTable
            label={t('admin:customer.leadInputs.title')}
            rows={Object.entries(inputs)}
            rowKey={([key]) => key}
            columns={[
              { header: t('admin:customer.leadInputs.key'), cell: ([key]) => key },
              {
                header: t('admin:customer.leadInputs.value'),
                cell: ([, value]) => shown(value),
                props: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
              },
            ]}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

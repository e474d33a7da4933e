import { Stack } from '@chakra-ui/react';
import type { Row } from '../../components/resource';
import { LeadInputs } from '../shared/lead-inputs';
import { CustomerAddresses } from './customer-addresses';
import { CustomerLeadSummary } from './customer-lead-summary';

/** Under the customer's edit form: the CRM fields (read-only), the address book and, when an outside source sent any, the lead inputs. */
export function CustomerExtras({ id, item }: { id: string; item: Row }) {
  return (
    <Stack gap="4">
      <CustomerLeadSummary id={id} item={item} />
      <CustomerAddresses id={id} />
      <LeadInputs item={item} />
    </Stack>
  );
}

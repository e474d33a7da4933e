import { Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/resource/permissions';
import { AccountTwoFactor } from './account-two-factor';
import { TransferDialog } from './transfer-dialog';

/** Under the account edit form: this admin's second factor; hand their sales or customers to someone else. */
export function AccountExtras({ id, item }: { id: string; item: { two_factor_enabled?: boolean } }) {
  const { t } = useTranslation();
  const can = useCan();
  if (!can('update admin')) return null;
  return (
    <Stack gap="4">
      <AccountTwoFactor id={id} enabled={item.two_factor_enabled === true} />
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            {t('admin:account.transfer.heading')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <HStack gap="3" wrap="wrap">
            <TransferDialog id={id} kind="sales" />
            <TransferDialog id={id} kind="customer" />
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

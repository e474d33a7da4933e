import { Card, Heading, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/resource/permissions';
import { TransferDialog } from './transfer-dialog';

/** Under the account edit form: hand this admin's sales or customers to someone else. */
export function AccountExtras({ id }: { id: string }) {
  const { t } = useTranslation();
  const can = useCan();
  if (!can('update admin')) return null;
  return (
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
  );
}

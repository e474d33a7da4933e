import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Under the edit form: to the printable view, where the order is sent, received or cancelled. */
export function PoEditExtras({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <HStack>
      <Button asChild size="sm" variant="outline">
        <Link to={`/admin/po/view/${id}`}>{t('admin:po.view')}</Link>
      </Button>
    </HStack>
  );
}

import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS, type PoStatus } from './po-types';

export function StatusBadge({ status }: { status: PoStatus }) {
  const { t } = useTranslation();
  return <Badge colorPalette={STATUS_COLOURS[status] ?? 'gray'}>{t(`admin:po.statuses.${status}`)}</Badge>;
}

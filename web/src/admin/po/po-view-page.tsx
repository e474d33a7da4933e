import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useCan } from '../../components/resource';
import { printCss } from '../../components/ui/print-css';
import { errorMessages } from '../../components/ui/messages';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { ApiError } from '../../lib/api-error';
import { PoActions } from './po-actions';
import { PoDocument } from './po-document';
import { usePoParties, usePoView } from './queries';

/** Print: only the document; the back-office frame and the buttons stay on screen. */
const PRINT_CSS = printCss('data-po-document');

/**
 * /admin/po/view/{id}: the purchase order as a document (supplier, destination, lines, totals,
 * history) with a print stylesheet, and its state actions: send (draft → ordered), receive
 * (partial or full), cancel, and close short (a partly received order whose rest will not come).
 */
export function PoViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const can = useCan();
  const po = usePoView(id);
  const parties = usePoParties(po.data, can);

  if (po.isPending) return <PageSpinner />;
  if (po.isError) {
    const missing = po.error instanceof ApiError && po.error.status === 404;
    return (
      <ErrorState
        message={missing ? t('common:toasts.idNotExists') : errorMessages(t, po.error).join(' ')}
        onRetry={missing ? undefined : () => void po.refetch()}
      />
    );
  }
  return (
    <Stack gap="4" maxW="5xl">
      <style>{PRINT_CSS}</style>
      <PoActions po={po.data} />
      <PoDocument po={po.data} parties={parties} />
    </Stack>
  );
}

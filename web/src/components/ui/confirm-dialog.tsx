import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from './confirm';
import { withChakra } from './chakra-scope';

interface ConfirmDialogProps {
  options: ConfirmOptions | null;
  close: (ok: boolean) => void;
}

/** The alert dialog of `useConfirm()`, loaded the first time something asks (confirm.tsx). */
function ConfirmDialog({ options, close }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root role="alertdialog" open={options !== null} onOpenChange={(e) => !e.open && close(false)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{options?.title}</Dialog.Title>
            </Dialog.Header>
            {options?.description && <Dialog.Body>{options.description}</Dialog.Body>}
            <Dialog.Footer>
              <Button variant="outline" onClick={() => close(false)}>
                {t('common:actions.cancel')}
              </Button>
              <Button colorPalette={options?.destructive ? 'red' : 'blue'} onClick={() => close(true)}>
                {options?.confirmLabel ?? t('common:actions.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Loaded when first opened, with Chakra (decision 0045). */
export default withChakra(ConfirmDialog);

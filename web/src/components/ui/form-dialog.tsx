import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  trigger: ReactNode;
  title: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Without a label there is no submit button (read-only use). */
  submitLabel?: string;
  submitColor?: 'blue' | 'green';
  pending?: boolean;
  submitDisabled?: boolean;
  /** The dismiss button: "Cancel" by default, "Close" where the dialog also shows things. */
  dismissLabel?: string;
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/**
 * A dialog around one form: trigger, title, body, and a footer with dismiss and submit. The custom
 * screens (stock movements, receiving, transfers, a new option) all share this frame.
 */
export function FormDialog(props: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => props.onOpenChange(e.open)} size={props.size}>
      <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form noValidate onSubmit={props.onSubmit}>
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{props.children}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{props.dismissLabel ?? t('common:actions.cancel')}</Button>
                </Dialog.ActionTrigger>
                {props.submitLabel && (
                  <Button type="submit" colorPalette={props.submitColor ?? 'blue'} disabled={props.submitDisabled} loading={props.pending}>
                    {props.submitLabel}
                  </Button>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage, SubmitButton } from '../form/schema-form';
import type { SchemaFormHandle } from '../form/use-schema-form';

interface FormDialogProps<V extends FieldValues> {
  /** From `useSchemaForm`: the core schema checks it, a server 422 lands beside its fields. */
  form: SchemaFormHandle<V>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  trigger: ReactNode;
  title: ReactNode;
  /** Without a label there is no submit button (read-only use). */
  submitLabel?: string;
  submitColor?: 'blue' | 'green';
  /** The dismiss button: "Cancel" by default, "Close" where the dialog also shows things. */
  dismissLabel?: string;
  size?: 'md' | 'lg' | 'xl';
  /** Dismissing keeps what was entered (only the messages go); otherwise the form starts over. */
  keepValues?: boolean;
  children: ReactNode;
}

/**
 * A dialog around one `useSchemaForm` form: trigger, title, the fields, the form's own message, and
 * a footer with dismiss and submit (unavailable while sending). Keyboard: focus moves into the
 * dialog and stays there, Enter in a field submits, Escape or the dismiss button closes (and the
 * next opening starts clean). The custom screens (stock movements, receiving, transfers, a new
 * option) all use it.
 */
export function FormDialog<V extends FieldValues>(props: FormDialogProps<V>) {
  const { t } = useTranslation();
  const { form } = props;
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(e) => {
        if (!e.open && props.keepValues) form.form.clearErrors();
        else if (!e.open) form.form.reset();
        props.onOpenChange(e.open);
      }}
      size={props.size}
    >
      <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(event) => {
                // The dialog may sit inside another form in React's tree (the product form): keep its submit to itself.
                event.stopPropagation();
                void form.onSubmit(event);
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {props.children}
                  <FormMessage form={form} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{props.dismissLabel ?? t('common:actions.cancel')}</Button>
                </Dialog.ActionTrigger>
                {props.submitLabel && (
                  <SubmitButton form={form} colorPalette={props.submitColor}>
                    {props.submitLabel}
                  </SubmitButton>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Box, Field, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  help?: string;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Label, control, help and error in one accessible group. The control's id is fixed so custom
 * widgets (rich text, uploads) can point `aria-labelledby` at `${id}-label`.
 */
export function FormField({ id, label, error, required, help, disabled, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} id={id} ids={{ label: `${id}-label` }}>
      {/* The asterisk sits beside the label, not in it, so the label text is exactly the field name. */}
      <HStack gap="1">
        <Field.Label>{label}</Field.Label>
        {required && (
          <Box as="span" aria-hidden color="fg.error" fontSize="sm" lineHeight="1">
            *
          </Box>
        )}
      </HStack>
      {children}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

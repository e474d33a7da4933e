import { Button, HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../components/resource';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A template colour (decision 0037): the `#rrggbb` text the server checks, the browser's colour picker
 * beside it (both edit the same value), and Clear for the built-in colour. Labelled by the field's
 * legend; the picker has a name of its own.
 */
export function ColourInput({ field, value, onChange, disabled, error }: WidgetProps<string | null | undefined>) {
  const { t } = useTranslation();
  const text = value ?? '';
  return (
    <HStack gap="2">
      <Input
        id={field.id}
        name={field.name}
        aria-labelledby={field.labelId}
        aria-invalid={error ? true : undefined}
        value={text}
        placeholder="#1a4d2e"
        maxW="40"
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <Input
        type="color"
        aria-label={t('admin:configuration.colourPicker')}
        value={HEX.test(text) ? text.toLowerCase() : '#000000'}
        width="12"
        padding="1"
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {text !== '' && !disabled && (
        <Button size="sm" variant="ghost" onClick={() => onChange('')}>
          {t('admin:configuration.builtInColour')}
        </Button>
      )}
    </HStack>
  );
}

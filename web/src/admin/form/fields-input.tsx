import { Box, Button, Checkbox, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FIELD_TYPES, type FieldInput } from '@shop/core/form/form.schema';
import { CellMessage } from '../../components/form';
import { moveItem } from '../../lib/move-item';
import { ItemControls } from './item-controls';

/** A field as the editor holds it: the options as one text, a choice per line. */
export type EditedField = Omit<FieldInput, 'additional_options'> & { additional_options: string[] | string };

const MAX_FIELDS = 50;
const hasOptions = (type: string) => type === 'single_select' || type === 'multiple_checkbox';
const optionsText = (v: string[] | string | undefined) => (Array.isArray(v) ? v.join('\n') : (v ?? ''));
const blank = (n: number): EditedField => ({
  enabled: true,
  required: false,
  type: 'text',
  key: '',
  title: '',
  order: n,
  placeholder: '',
  class: '',
  additional_options: [],
});

interface Props {
  idPrefix: string;
  tabIndex: number;
  fields: EditedField[];
  errors: unknown;
  disabled: boolean;
  onChange: (fields: EditedField[]) => void;
}

/** One tab's fields: type (a single select is a Dropdown), key, title, placeholder, class, options, switches; reordered with ↑ ↓. */
export function FieldsInput({ idPrefix, tabIndex, fields, errors, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<EditedField>) => onChange(fields.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const path = (index: number, part: string) => ['tabs', tabIndex, 'fields', index, part];

  return (
    <Stack gap="2">
      <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
        {fields.map((f, index) => {
          const name = t('admin:form.fieldNumber', { number: index + 1 });
          const id = (part: string) => `${idPrefix}-${index}-${part}`;
          return (
            <Box as="li" key={index} borderWidth="1px" borderRadius="sm" p="2" bg="bg.subtle" aria-label={name}>
              <HStack justify="space-between" mb="2" wrap="wrap">
                <Text fontSize="sm" fontWeight="medium">
                  {name}
                </Text>
                <ItemControls
                  name={name}
                  index={index}
                  count={fields.length}
                  disabled={disabled}
                  size="2xs"
                  onMove={(to) => onChange(moveItem(fields, index, to))}
                  onRemove={() => onChange(fields.filter((_, i) => i !== index))}
                />
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
                <Field.Root>
                  <Field.Label htmlFor={id('type')}>{t('admin:form.fields.type')}</Field.Label>
                  <NativeSelect.Root size="sm" disabled={disabled}>
                    <NativeSelect.Field
                      id={id('type')}
                      value={f.type}
                      onChange={(e) => set(index, { type: e.currentTarget.value as EditedField['type'] })}
                    >
                      {FIELD_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`admin:form.types.${type}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label htmlFor={id('key')}>{t('admin:form.fields.key')}</Field.Label>
                  <Input
                    size="sm"
                    id={id('key')}
                    value={f.key ?? ''}
                    disabled={disabled}
                    onChange={(e) => set(index, { key: e.currentTarget.value })}
                  />
                  <CellMessage errors={errors} path={path(index, 'key')} />
                </Field.Root>
                <Field.Root>
                  <Field.Label htmlFor={id('title')}>{t('admin:form.fields.fieldTitle')}</Field.Label>
                  <Input
                    size="sm"
                    id={id('title')}
                    value={f.title ?? ''}
                    disabled={disabled}
                    onChange={(e) => set(index, { title: e.currentTarget.value })}
                  />
                  <CellMessage errors={errors} path={path(index, 'title')} />
                </Field.Root>
                <Field.Root>
                  <Field.Label htmlFor={id('placeholder')}>{t('admin:form.fields.placeholder')}</Field.Label>
                  <Input
                    size="sm"
                    id={id('placeholder')}
                    value={f.placeholder ?? ''}
                    disabled={disabled}
                    onChange={(e) => set(index, { placeholder: e.currentTarget.value })}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label htmlFor={id('class')}>{t('admin:form.fields.class')}</Field.Label>
                  <Input
                    size="sm"
                    id={id('class')}
                    value={f.class ?? ''}
                    disabled={disabled}
                    onChange={(e) => set(index, { class: e.currentTarget.value })}
                  />
                </Field.Root>
                <Stack gap="1" justify="end">
                  <Checkbox.Root
                    size="sm"
                    checked={f.enabled !== false}
                    disabled={disabled}
                    onCheckedChange={(e) => set(index, { enabled: e.checked === true })}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('admin:form.fields.fieldEnabled')}</Checkbox.Label>
                  </Checkbox.Root>
                  <Checkbox.Root
                    size="sm"
                    checked={f.required === true}
                    disabled={disabled}
                    onCheckedChange={(e) => set(index, { required: e.checked === true })}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('admin:form.fields.required')}</Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </SimpleGrid>
              {hasOptions(f.type) && (
                <Field.Root mt="2">
                  <Field.Label htmlFor={id('options')}>{t('admin:form.fields.options')}</Field.Label>
                  <Textarea
                    size="sm"
                    rows={3}
                    id={id('options')}
                    value={optionsText(f.additional_options)}
                    disabled={disabled}
                    onChange={(e) => set(index, { additional_options: e.currentTarget.value })}
                  />
                  <Field.HelperText>{t('admin:form.help.options')}</Field.HelperText>
                  <CellMessage errors={errors} path={path(index, 'additional_options')} />
                </Field.Root>
              )}
            </Box>
          );
        })}
      </Stack>
      <Button
        size="xs"
        variant="outline"
        alignSelf="start"
        disabled={disabled || fields.length >= MAX_FIELDS}
        onClick={() => onChange([...fields, blank(fields.length)])}
      >
        {t('admin:form.addField')}
      </Button>
    </Stack>
  );
}

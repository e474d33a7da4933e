import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FormInput } from '@shop/core/form/form.schema';
import { CellMessage } from '../../components/form';
import type { WidgetProps } from '../../components/resource/types';
import { moveItem } from '../../lib/move-item';
import { ItemControls } from './item-controls';
import { FieldsInput, type EditedField } from './fields-input';

export type EditedTab = Omit<FormInput['tabs'][number], 'fields'> & { fields: EditedField[] };

const MAX_TABS = 10;

/** Orders follow the positions staff arranged (the server sorts by them). */
const numbered = (tabs: EditedTab[]): EditedTab[] =>
  tabs.map((tab, i) => ({ ...tab, order: i, fields: tab.fields.map((f, j) => ({ ...f, order: j })) }));

/**
 * A form's tabs, each with its title and its fields; up and down buttons reorder both (keyboard-usable,
 * like the slider's slides). Errors sit beside each input (`tabs.0.fields.2.key`).
 */
export function TabsInput({ field, value, onChange, errors, disabled }: WidgetProps<unknown>) {
  const { t } = useTranslation();
  const tabs = Array.isArray(value) ? (value as EditedTab[]) : [];
  const change = (next: EditedTab[]) => onChange(numbered(next));
  const set = (index: number, patch: Partial<EditedTab>) => change(tabs.map((tab, i) => (i === index ? { ...tab, ...patch } : tab)));

  return (
    <Stack gap="3" id={field.id} role="group" aria-labelledby={field.labelId}>
      {tabs.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('admin:form.noTabs')}
        </Text>
      )}
      <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
        {tabs.map((tab, index) => {
          const name = t('admin:form.tabNumber', { number: index + 1 });
          const id = `${field.id}-${index}-title`;
          return (
            <Box as="li" key={index} borderWidth="1px" borderRadius="md" p="3" aria-label={name}>
              <HStack justify="space-between" mb="2" wrap="wrap">
                <Text fontWeight="semibold">{name}</Text>
                <ItemControls
                  name={name}
                  index={index}
                  count={tabs.length}
                  disabled={disabled}
                  size="xs"
                  onMove={(to) => change(moveItem(tabs, index, to))}
                  onRemove={() => change(tabs.filter((_, i) => i !== index))}
                />
              </HStack>
              <Field.Root mb="3">
                <Field.Label htmlFor={id}>{t('admin:form.fields.tabTitle')}</Field.Label>
                <Input id={id} value={tab.title ?? ''} disabled={disabled} onChange={(e) => set(index, { title: e.currentTarget.value })} />
                <CellMessage errors={errors} path={['tabs', index, 'title']} />
              </Field.Root>
              <FieldsInput
                idPrefix={`${field.id}-${index}`}
                tabIndex={index}
                fields={tab.fields ?? []}
                errors={errors}
                disabled={disabled}
                onChange={(fields) => set(index, { fields })}
              />
            </Box>
          );
        })}
      </Stack>
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        disabled={disabled || tabs.length >= MAX_TABS}
        onClick={() => change([...tabs, { title: '', order: tabs.length, fields: [] }])}
      >
        {t('admin:form.addTab')}
      </Button>
    </Stack>
  );
}

import { Checkbox, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectOptions } from '../ui/select-options';
import { RemoteCombobox } from './remote-combobox';
import { isSearched, type FieldDefinition, type FormContext, type FormValues, type Option, type Widget } from './types';
import { useRemoteOptions } from './use-resource';

export type OptionWidget = Extract<Widget, { type: 'select' | 'multiSelect' }>;

/** Static options, or a whole-list source's (`menu/flat`); searched sources use `RemoteCombobox`. */
function useOptions(widget: OptionWidget, ctx?: FormContext): Option[] {
  const { t } = useTranslation();
  const remote = useRemoteOptions(isSearched(widget.remote) ? undefined : widget.remote, ctx);
  if (widget.remote) return remote.data ?? [];
  return (widget.options ?? []).map((o) => ({ ...o, label: t(o.label) }));
}

const fromText = (raw: string, valueType: 'string' | 'number' | undefined) => (valueType === 'number' ? Number(raw) : raw);

/** "Choose…" is undefined on a required select (so the schema says "required") and null otherwise (clears the value). */
const toValue = (raw: string, valueType: 'string' | 'number' | undefined, required: boolean) =>
  raw === '' ? (required ? undefined : null) : valueType === 'number' ? Number(raw) : raw;

interface SelectInputProps {
  field: FieldDefinition;
  widget: OptionWidget;
  control: Control<FormValues>;
  required: boolean;
  ctx: FormContext;
}

/** Controlled, so a value loaded before its remote options arrive is shown once they do. */
export function SelectInput({ field, widget, control, required, ctx }: SelectInputProps) {
  const { t } = useTranslation();
  const options = useOptions(widget, ctx);
  const remote = widget.remote;
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: f }) =>
        isSearched(remote) ? (
          <RemoteCombobox
            // A new source (a menu's type changed from page to blog article) starts a new search.
            key={remote.resource}
            remote={remote}
            value={f.value === null || f.value === undefined || f.value === '' ? [] : [String(f.value)]}
            onChange={(next) => f.onChange(toValue(next[0] ?? '', widget.valueType, required))}
            inputRef={f.ref}
            name={f.name}
            onBlur={f.onBlur}
            placeholder={t('common:form.choose')}
          />
        ) : (
          <NativeSelect.Root>
            <NativeSelect.Field
              ref={f.ref}
              name={f.name}
              onBlur={f.onBlur}
              value={f.value === null || f.value === undefined ? '' : String(f.value)}
              onChange={(e) => f.onChange(toValue(e.currentTarget.value, widget.valueType, required))}
            >
              <SelectOptions empty={t('common:form.choose')} options={options} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )
      }
    />
  );
}

/** Several values: checkboxes, or the search of a searched source. */
export function MultiSelectInput({
  widget,
  value,
  onChange,
  ctx,
  labelId,
  invalid,
}: {
  widget: OptionWidget;
  value: unknown;
  onChange: (v: unknown) => void;
  ctx: FormContext;
  labelId: string;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const options = useOptions(widget, ctx);
  const selected = Array.isArray(value) ? (value as (string | number)[]) : [];
  if (isSearched(widget.remote))
    return (
      <RemoteCombobox
        remote={widget.remote}
        multiple
        value={selected}
        onChange={(next) => onChange(next.map((v) => fromText(v, widget.valueType)))}
        labelledBy={labelId}
        invalid={invalid}
      />
    );
  const toggle = (v: string | number, on: boolean) =>
    onChange(on ? [...selected.filter((s) => String(s) !== String(v)), v] : selected.filter((s) => String(s) !== String(v)));
  if (options.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('common:form.noOptions')}
      </Text>
    );
  return (
    <Stack gap="1" maxH="240px" overflowY="auto" borderWidth="1px" borderRadius="md" p="2" width="full">
      {options.map((o) => (
        <Checkbox.Root
          key={String(o.value)}
          size="sm"
          checked={selected.some((s) => String(s) === String(o.value))}
          onCheckedChange={(e) => toggle(o.value, e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{o.label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}

import { Box, Checkbox, Fieldset, Input, NativeSelect, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { Controller, type Control, type FieldError, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../ui/messages';
import { FormField } from '../ui/form-field';
import type { FieldDefinition, FormMode, FormValues, Option, Widget } from './types';
import { useRemoteOptions } from './use-resource';
import { ImageUpload } from './widgets/image-upload';
import { RichTextEditor } from './widgets/rich-text-editor';

interface FieldControlProps {
  field: FieldDefinition;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  error?: FieldError;
  required: boolean;
  mode: FormMode;
}

type OptionWidget = Extract<Widget, { type: 'select' | 'multiSelect' }>;

function useOptions(widget: OptionWidget): { options: Option[]; remote: boolean } {
  const { t } = useTranslation();
  const remote = useRemoteOptions(widget.remote);
  if (widget.remote) return { options: remote.data ?? [], remote: true };
  return { options: (widget.options ?? []).map((o) => ({ ...o, label: t(o.label) })), remote: false };
}

/** "Choose…" is undefined on a required select (so the schema says "required") and null otherwise (clears the value). */
const toValue = (raw: string, valueType: 'string' | 'number' | undefined, required: boolean) =>
  raw === '' ? (required ? undefined : null) : valueType === 'number' ? Number(raw) : raw;

interface SelectInputProps {
  field: FieldDefinition;
  widget: OptionWidget;
  register: UseFormRegister<FormValues>;
  required: boolean;
}

function SelectInput({ field, widget, register, required }: SelectInputProps) {
  const { t } = useTranslation();
  const { options } = useOptions(widget);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...register(field.name, { setValueAs: (v: unknown) => (typeof v === 'string' ? toValue(v, widget.valueType, required) : v) })}>
        <option value="">{t('common:form.choose')}</option>
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function MultiSelectInput({ widget, value, onChange }: { widget: OptionWidget; value: unknown; onChange: (v: unknown) => void }) {
  const { t } = useTranslation();
  const { options } = useOptions(widget);
  const selected = Array.isArray(value) ? (value as (string | number)[]) : [];
  const toggle = (v: string | number, on: boolean) =>
    onChange(on ? [...selected.filter((s) => String(s) !== String(v)), v] : selected.filter((s) => String(s) !== String(v)));
  if (options.length === 0) return <Text fontSize="sm" color="fg.muted">{t('common:form.noOptions')}</Text>;
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

/** One form field, its widget chosen by the definition. */
export function FieldControl({ field, control, register, error, required, mode }: FieldControlProps) {
  const { t } = useTranslation();
  const id = `field-${field.name}`;
  const labelId = `${id}-label`;
  const label = t(field.label);
  const message = error?.message ? translateMessage(t, error.message) : undefined;
  const help = field.help ? t(field.help) : undefined;
  const widget = field.widget;

  if (widget.type === 'switch') {
    // No Field.Root here: the switch's own <label> names it, and a field context would point
    // aria-labelledby at a Field.Label that does not exist.
    const describedBy = [help && `${id}-help`, message && `${id}-error`].filter(Boolean).join(' ') || undefined;
    return (
      <Stack gap="1">
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <Switch.Root checked={Boolean(f.value)} onCheckedChange={(e) => f.onChange(e.checked)} name={f.name} invalid={Boolean(message)}>
              <Switch.HiddenInput ref={f.ref} onBlur={f.onBlur} aria-describedby={describedBy} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{label}</Switch.Label>
            </Switch.Root>
          )}
        />
        {help && <Text id={`${id}-help`} fontSize="xs" color="fg.muted">{help}</Text>}
        {message && <Text id={`${id}-error`} fontSize="xs" color="fg.error">{message}</Text>}
      </Stack>
    );
  }

  if (widget.type === 'multiSelect' || widget.type === 'custom') {
    return (
      <Fieldset.Root invalid={Boolean(message)} gap="2">
        <Fieldset.Legend id={labelId} fontWeight="medium" fontSize="sm">
          {label}
          {required && <Box as="span" color="fg.error" aria-hidden ms="1">*</Box>}
        </Fieldset.Legend>
        {help && <Fieldset.HelperText>{help}</Fieldset.HelperText>}
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) =>
            widget.type === 'custom' ? (
              <widget.component id={id} labelId={labelId} value={f.value} onChange={f.onChange} invalid={Boolean(message)} mode={mode} />
            ) : (
              <MultiSelectInput widget={widget} value={f.value} onChange={f.onChange} />
            )
          }
        />
        <Fieldset.ErrorText>{message}</Fieldset.ErrorText>
      </Fieldset.Root>
    );
  }

  let input;
  switch (widget.type) {
    case 'textarea':
      input = <Textarea rows={4} {...register(field.name)} />;
      break;
    case 'richText':
      input = (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <RichTextEditor
              id={id}
              labelId={labelId}
              value={typeof f.value === 'string' ? f.value : ''}
              onChange={f.onChange}
              size={widget.size}
              invalid={Boolean(message)}
            />
          )}
        />
      );
      break;
    case 'image':
      input = (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <ImageUpload id={id} value={typeof f.value === 'string' ? f.value : ''} onChange={f.onChange} invalid={Boolean(message)} />
          )}
        />
      );
      break;
    case 'select':
      input = <SelectInput field={field} widget={widget} register={register} required={required} />;
      break;
    case 'number':
      input = (
        <Input
          type="number"
          {...register(field.name, { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
        />
      );
      break;
    default:
      input = <Input type={widget.type} autoComplete={field.autoComplete} {...register(field.name)} />;
  }

  return (
    <FormField id={id} label={label} error={message} required={required} help={help}>
      {input}
    </FormField>
  );
}

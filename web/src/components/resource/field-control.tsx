import { Box, Checkbox, Fieldset, Input, NativeSelect, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { Controller, type Control, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../ui/messages';
import { CountrySelect } from '../ui/country-select';
import { FormField } from '../ui/form-field';
import { RemoteCombobox } from './remote-combobox';
import {
  isSearched,
  type FieldDefinition,
  type FormContext,
  type FormMode,
  type FormValues,
  type HelpText,
  type Option,
  type Row,
  type Widget,
} from './types';
import { useRemoteOptions } from './use-resource';
import { ImageList } from './widgets/image-list';
import { ImageUpload } from './widgets/image-upload';
import { LazyRichTextEditor } from './widgets/rich-text-lazy';
import { RowsInput } from './widgets/rows-input';
import { renderable } from './custom-widget';
import { SelectOptions } from '../ui/select-options';

interface FieldControlProps {
  field: FieldDefinition;
  form: UseFormReturn<FormValues>;
  errors: FieldErrors<FormValues>;
  required: boolean;
  help?: HelpText;
  mode: FormMode;
  ctx: FormContext;
  item?: Row;
  itemId?: string;
  language: string;
}

type OptionWidget = Extract<Widget, { type: 'select' | 'multiSelect' }>;

/** Static options, or a whole-list source's (`menu/flat`); searched sources use `RemoteCombobox`. */
function useOptions(widget: OptionWidget, ctx?: FormContext): Option[] {
  const { t } = useTranslation();
  const remote = useRemoteOptions(isSearched(widget.remote) ? undefined : widget.remote, ctx);
  if (widget.remote) return remote.data ?? [];
  return (widget.options ?? []).map((o) => ({ ...o, label: t(o.label) }));
}

const fromText = (raw: string, valueType: 'string' | 'number' | undefined) => (valueType === 'number' ? Number(raw) : raw);

/** The message of a field's own error; an array field keeps a whole-list message under `root`. */
function ownMessage(errors: FieldErrors<FormValues>, name: string): string | undefined {
  const own = errors[name] as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = own?.message ?? own?.root?.message;
  return typeof message === 'string' && message ? message : undefined;
}

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
function SelectInput({ field, widget, control, required, ctx }: SelectInputProps) {
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

function MultiSelectInput({
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

/** One form field, its widget chosen by the definition. */
export function FieldControl(props: FieldControlProps) {
  const { field, form, errors, required, mode, ctx } = props;
  const { control, register } = form;
  const { t } = useTranslation();
  const id = `field-${field.name}`;
  const labelId = `${id}-label`;
  const label = t(field.label);
  const disabled = field.disabled?.(ctx) ?? false;
  const raw = ownMessage(errors, field.name);
  const message = raw ? translateMessage(t, raw) : undefined;
  const help = !props.help ? undefined : typeof props.help === 'string' ? t(props.help) : t(props.help.key, props.help.values);
  const widget = field.widgetFor?.(ctx) ?? field.widget;

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
            <Switch.Root
              checked={Boolean(f.value)}
              onCheckedChange={(e) => f.onChange(e.checked)}
              name={f.name}
              invalid={Boolean(message)}
              disabled={disabled}
            >
              <Switch.HiddenInput ref={f.ref} onBlur={f.onBlur} aria-describedby={describedBy} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{label}</Switch.Label>
            </Switch.Root>
          )}
        />
        {help && (
          <Text id={`${id}-help`} fontSize="xs" color="fg.muted">
            {help}
          </Text>
        )}
        {message && (
          <Text id={`${id}-error`} fontSize="xs" color="fg.error">
            {message}
          </Text>
        )}
      </Stack>
    );
  }

  if (widget.type === 'multiSelect' || widget.type === 'custom' || widget.type === 'imageList' || widget.type === 'rows') {
    return (
      // A fieldset is at least as wide as its content by default; minW 0 lets wide tables scroll inside it.
      <Fieldset.Root invalid={Boolean(message)} disabled={disabled} gap="2" minW="0" width="full">
        <Fieldset.Legend id={labelId} fontWeight="medium" fontSize="sm">
          {label}
          {required && (
            <Box as="span" color="fg.error" aria-hidden ms="1">
              *
            </Box>
          )}
        </Fieldset.Legend>
        {help && <Fieldset.HelperText>{help}</Fieldset.HelperText>}
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => {
            switch (widget.type) {
              case 'custom': {
                const Widget = renderable(widget.component);
                return (
                  <Widget
                    field={{ id, labelId, name: field.name, label }}
                    value={f.value}
                    onChange={f.onChange}
                    error={message}
                    disabled={disabled}
                    mode={mode}
                    form={form}
                    errors={errors}
                    item={props.item}
                    itemId={props.itemId}
                    language={props.language}
                  />
                );
              }
              case 'imageList':
                return (
                  <ImageList id={id} labelId={labelId} value={f.value} onChange={f.onChange} invalid={Boolean(message)} max={widget.max} />
                );
              case 'rows':
                return (
                  <RowsInput
                    id={id}
                    labelId={labelId}
                    name={field.name}
                    value={f.value}
                    onChange={f.onChange}
                    columns={widget.columns}
                    newRow={widget.newRow}
                    addLabel={widget.addLabel}
                    max={widget.max}
                    errors={errors}
                  />
                );
              default:
                return (
                  <MultiSelectInput
                    widget={widget}
                    value={f.value}
                    onChange={f.onChange}
                    ctx={ctx}
                    labelId={labelId}
                    invalid={Boolean(message)}
                  />
                );
            }
          }}
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
            <LazyRichTextEditor
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
      input = <SelectInput field={field} widget={widget} control={control} required={required} ctx={ctx} />;
      break;
    case 'country':
      input = (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <CountrySelect
              ref={f.ref}
              name={f.name}
              value={typeof f.value === 'string' ? f.value : null}
              onChange={f.onChange}
              onBlur={f.onBlur}
            />
          )}
        />
      );
      break;
    case 'number':
      input = (
        <Input type="number" {...register(field.name, { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })} />
      );
      break;
    case 'date':
      input = <Input type="date" {...register(field.name, { setValueAs: (v: unknown) => (v === '' ? null : v) })} />;
      break;
    default:
      input = <Input type={widget.type} autoComplete={field.autoComplete} {...register(field.name)} />;
  }

  return (
    <FormField id={id} label={label} error={message} required={required} help={help} disabled={disabled}>
      {input}
    </FormField>
  );
}

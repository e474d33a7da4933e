import { Box, Fieldset, Input, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../ui/messages';
import { CountrySelect } from '../ui/country-select';
import { FormField } from '../ui/form-field';
import { MultiSelectInput, SelectInput } from './option-inputs';
import type { FieldDefinition, FormContext, FormMode, FormValues, HelpText, Row, Widget } from './types';
import { ImageList } from './widgets/image-list';
import { ImageUpload } from './widgets/image-upload';
import { LazyRichTextEditor } from './widgets/rich-text-lazy';
import { RowsInput } from './widgets/rows-input';
import { renderable } from './custom-widget';

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

/** The message of a field's own error; an array field keeps a whole-list message under `root`. */
function ownMessage(errors: FieldErrors<FormValues>, name: string): string | undefined {
  const own = errors[name] as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = own?.message ?? own?.root?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** What every widget of a field shows: its ids, label, state and messages, worked out once. */
interface Shown {
  id: string;
  labelId: string;
  label: string;
  disabled: boolean;
  message: string | undefined;
  help: string | undefined;
}

type ControlProps<W extends Widget['type']> = FieldControlProps & { shown: Shown; widget: Extract<Widget, { type: W }> };

/**
 * A switch. No Field.Root here: the switch's own <label> names it, and a field context would point
 * aria-labelledby at a Field.Label that does not exist.
 */
function SwitchControl({ field, form, shown }: FieldControlProps & { shown: Shown }) {
  const { id, label, disabled, message, help } = shown;
  const describedBy = [help && `${id}-help`, message && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap="1">
      <Controller
        control={form.control}
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

/** A widget of several inputs (a list, a table, a custom editor) in a fieldset named by its legend. */
function FieldsetControl(props: ControlProps<'multiSelect' | 'custom' | 'imageList' | 'rows'>) {
  const { field, form, errors, required, mode, ctx, widget, shown } = props;
  const { id, labelId, label, disabled, message, help } = shown;
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
        control={form.control}
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

/** The one input of a simple widget (text, number, date, a select, a country, an image, rich text). */
function singleInput(props: FieldControlProps & { shown: Shown; widget: Widget }): ReactNode {
  const { field, form, required, ctx, widget } = props;
  const { control, register } = form;
  const { id, labelId, message } = props.shown;
  switch (widget.type) {
    case 'textarea':
      return <Textarea rows={4} {...register(field.name)} />;
    case 'richText':
      return (
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
    case 'image':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <ImageUpload id={id} value={typeof f.value === 'string' ? f.value : ''} onChange={f.onChange} invalid={Boolean(message)} />
          )}
        />
      );
    case 'select':
      return <SelectInput field={field} widget={widget} control={control} required={required} ctx={ctx} />;
    case 'country':
      return (
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
    case 'number':
      return <Input type="number" {...register(field.name, { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })} />;
    case 'date':
      return <Input type="date" {...register(field.name, { setValueAs: (v: unknown) => (v === '' ? null : v) })} />;
    default:
      return <Input type={widget.type} autoComplete={field.autoComplete} {...register(field.name)} />;
  }
}

/** One form field, its widget chosen by the definition. */
export function FieldControl(props: FieldControlProps) {
  const { field, required, ctx } = props;
  const { t } = useTranslation();
  const id = `field-${field.name}`;
  const raw = ownMessage(props.errors, field.name);
  const shown: Shown = {
    id,
    labelId: `${id}-label`,
    label: t(field.label),
    disabled: field.disabled?.(ctx) ?? false,
    message: raw ? translateMessage(t, raw) : undefined,
    help: !props.help ? undefined : typeof props.help === 'string' ? t(props.help) : t(props.help.key, props.help.values),
  };
  const widget = field.widgetFor?.(ctx) ?? field.widget;

  if (widget.type === 'switch') return <SwitchControl {...props} shown={shown} />;
  if (widget.type === 'multiSelect' || widget.type === 'custom' || widget.type === 'imageList' || widget.type === 'rows') {
    return <FieldsetControl {...props} shown={shown} widget={widget} />;
  }
  return (
    <FormField id={id} label={shown.label} error={shown.message} required={required} help={shown.help} disabled={shown.disabled}>
      {singleInput({ ...props, shown, widget })}
    </FormField>
  );
}

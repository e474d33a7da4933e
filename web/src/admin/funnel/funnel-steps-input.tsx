import { Button, Card, Field, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FUNNEL_STEP_TYPES, MAX_FUNNEL_STEPS } from '@shop/core/crm/funnel.schema';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cellError } from '../../components/form/cell-error';
import { CellMessage } from '../../components/form/grid-cell';
import type { WidgetProps } from '../../components/resource';
import { RemoteCombobox } from '../../components/resource/remote-combobox';
import { LazyRichTextEditor } from '../../components/resource/widgets/rich-text-lazy';
import { useConfirm } from '../../components/ui/confirm';
import { moveItem } from '../../lib/move-item';

export interface StepValue {
  key: string;
  type: string;
  title: string;
  content: string;
  button_name: string;
  form_id: number | null;
  product_id: number | null;
}

const newStep = (steps: StepValue[]): StepValue => ({
  key: `step-${String(steps.length + 1)}`,
  type: 'content',
  title: '',
  content: '',
  button_name: '',
  form_id: null,
  product_id: null,
});

interface StepCardProps {
  step: StepValue;
  index: number;
  count: number;
  errors: unknown;
  disabled: boolean;
  set: (patch: Partial<StepValue>) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
}

/** One step: its key (URL segment), type, texts in the form's language, and its form or product. */
function StepCard({ step, index, count, errors, disabled, set, move, remove }: StepCardProps) {
  const { t } = useTranslation();
  const id = (name: string) => `steps-${String(index)}-${name}`;
  const path = (name: string) => ['steps', index, name];
  const text = (name: 'key' | 'title' | 'button_name', label: string) => (
    <Field.Root invalid={cellError(errors, path(name)) !== undefined}>
      <Field.Label htmlFor={id(name)}>{t(label)}</Field.Label>
      <Input id={id(name)} size="sm" value={step[name]} disabled={disabled} onChange={(e) => set({ [name]: e.currentTarget.value })} />
      <CellMessage errors={errors} path={path(name)} />
    </Field.Root>
  );
  return (
    <Card.Root variant="outline" data-testid="funnel-step" role="group" aria-label={t('admin:funnel.stepN', { n: index + 1 })}>
      <Card.Header>
        <HStack justify="space-between">
          <Text fontWeight="semibold">{t('admin:funnel.stepN', { n: index + 1 })}</Text>
          <HStack gap="1">
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('admin:funnel.moveUp')}
              disabled={disabled || index === 0}
              onClick={() => move(-1)}
            >
              ↑
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('admin:funnel.moveDown')}
              disabled={disabled || index === count - 1}
              onClick={() => move(1)}
            >
              ↓
            </IconButton>
            <Button size="xs" variant="ghost" colorPalette="red" disabled={disabled || count === 1} onClick={remove}>
              {t('admin:funnel.removeStep')}
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {text('key', 'admin:funnel.fields.stepKey')}
            <Field.Root invalid={cellError(errors, path('type')) !== undefined}>
              <Field.Label htmlFor={id('type')}>{t('admin:funnel.fields.stepType')}</Field.Label>
              <NativeSelect.Root size="sm" disabled={disabled}>
                <NativeSelect.Field id={id('type')} value={step.type} onChange={(e) => set({ type: e.currentTarget.value })}>
                  {FUNNEL_STEP_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`admin:funnel.stepTypes.${type}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <CellMessage errors={errors} path={path('type')} />
            </Field.Root>
            {text('title', 'admin:funnel.fields.stepTitle')}
            {text('button_name', 'admin:funnel.fields.buttonName')}
            {step.type === 'form' && (
              <Field.Root invalid={cellError(errors, path('form_id')) !== undefined}>
                <Field.Label id={`${id('form_id')}-label`}>{t('admin:funnel.fields.form')}</Field.Label>
                <RemoteCombobox
                  remote={{ resource: 'form', label: 'title' }}
                  labelledBy={`${id('form_id')}-label`}
                  size="sm"
                  disabled={disabled}
                  value={step.form_id ? [step.form_id] : []}
                  onChange={(ids) => set({ form_id: ids[0] ? Number(ids[0]) : null })}
                />
                <CellMessage errors={errors} path={path('form_id')} />
              </Field.Root>
            )}
            {step.type === 'offer' && (
              <Field.Root invalid={cellError(errors, path('product_id')) !== undefined}>
                <Field.Label id={`${id('product_id')}-label`}>{t('admin:funnel.fields.product')}</Field.Label>
                <RemoteCombobox
                  remote={{ resource: 'product', label: 'name' }}
                  labelledBy={`${id('product_id')}-label`}
                  size="sm"
                  disabled={disabled}
                  value={step.product_id ? [step.product_id] : []}
                  onChange={(ids) => set({ product_id: ids[0] ? Number(ids[0]) : null })}
                />
                <CellMessage errors={errors} path={path('product_id')} />
              </Field.Root>
            )}
          </SimpleGrid>
          <Field.Root>
            <Field.Label id={`${id('content')}-label`}>{t('admin:funnel.fields.content')}</Field.Label>
            <LazyRichTextEditor
              id={id('content')}
              labelId={`${id('content')}-label`}
              size="small"
              value={step.content}
              onChange={(html) => set({ content: html })}
            />
            <CellMessage errors={errors} path={path('content')} />
          </Field.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A funnel's steps, in order: landing content, the form where the visitor becomes a lead, an offer
 * product. Reordered with the arrow buttons; removing one asks first. Each field shows its own
 * message (`steps.1.key`), from the browser's check or the server's.
 */
export function FunnelStepsInput({ value, onChange, errors, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const steps = Array.isArray(value) ? (value as StepValue[]) : [];
  // Stable keys for the cards, moved with them: a card's editor keeps its own step's content.
  const ids = useRef<number[]>([]);
  const next = useRef(0);
  while (ids.current.length < steps.length) ids.current.push((next.current += 1));
  ids.current.length = steps.length;
  const update = (index: number, patch: Partial<StepValue>) => onChange(steps.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const move = (index: number, by: -1 | 1) => {
    ids.current = moveItem(ids.current, index, index + by);
    onChange(moveItem(steps, index, index + by));
  };
  const remove = async (index: number) => {
    if (await confirm({ title: t('admin:funnel.removeConfirm', { n: index + 1 }), confirmLabel: t('admin:funnel.removeStep') })) {
      ids.current.splice(index, 1);
      onChange(steps.filter((_, i) => i !== index));
    }
  };
  return (
    <Stack gap="3">
      {steps.map((step, index) => (
        <StepCard
          key={ids.current[index]}
          step={step}
          index={index}
          count={steps.length}
          errors={errors}
          disabled={disabled}
          set={(patch) => update(index, patch)}
          move={(by) => move(index, by)}
          remove={() => void remove(index)}
        />
      ))}
      <CellMessage errors={errors} path={['steps']} />
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || steps.length >= MAX_FUNNEL_STEPS}
          onClick={() => onChange([...steps, newStep(steps)])}
        >
          {t('admin:funnel.addStep')}
        </Button>
      </div>
    </Stack>
  );
}

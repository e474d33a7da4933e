import type { ComponentType } from 'react';
import type { CustomWidget, FieldDefinition, FormValues, WidgetProps } from './types';

type Custom<F extends FormValues, K extends keyof F> = ComponentType<WidgetProps<F[K], F>> | ComponentType<WidgetProps<F[K]>>;

/**
 * A field edited by a custom widget, its value type checked: the component must take exactly the
 * form's value of `name` (`VariantRow[]` for a product's `stocks`), so a widget and the form it sits
 * in cannot disagree about what the field holds. The form type comes from the resource's `fields`.
 *
 * ```ts
 * customField({ name: 'permissions', label: '…', component: PermissionTreeWidget })
 * ```
 */
export function customField<F extends FormValues, K extends Extract<keyof F, string>>(
  field: NoInfer<Omit<FieldDefinition<F>, 'name' | 'widget'>> & { name: K; component: NoInfer<Custom<F, K>> },
): FieldDefinition<F> {
  const { component, ...rest } = field;
  return { ...rest, widget: { type: 'custom', component: component as unknown as CustomWidget } };
}

/** The widget as the generic form renders it (value and form types erased). */
export const renderable = (widget: CustomWidget) => widget as unknown as ComponentType<WidgetProps>;

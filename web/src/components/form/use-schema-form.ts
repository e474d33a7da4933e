import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../lib/toast';
import { errorMessages } from '../ui/messages';
import { defaultFieldOf, schemaResolver, type SchemaRules } from './schema-resolver';
import { placeServerErrors, setPlacedErrors } from './server-errors';

export interface SchemaFormOptions<V extends FieldValues, S extends z.ZodType, R> extends SchemaRules<V, S> {
  /** Prefix of the fields' element ids (unique on the page). */
  id: string;
  defaultValues: DefaultValues<V>;
  /** The call, given the parsed body (and the form values it came from). */
  submit: (body: z.output<S>, values: V) => Promise<R>;
  /** After the success toast; `form` to reset what was sent (the form stays as it was otherwise). */
  onSuccess?: (result: R, values: V, form: UseFormReturn<V, unknown, unknown>) => void | Promise<void>;
  /** The toast when the call succeeds (default "Submit Success"); false for none. */
  successTitle?: string | false;
  /** The toast's title when it fails (default "Submit Fail"). */
  failTitle?: string;
}

/** What the form blocks (fields, `SchemaForm`, `FormDialog`) take: the form, its ids, its submit and whether it is sending. */
export interface SchemaFormHandle<V extends FieldValues = FieldValues> {
  id: string;
  form: UseFormReturn<V, unknown, unknown>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
}

/**
 * A react-hook-form form checked with a core schema, sending through a mutation: submit is refused
 * with the schema's messages beside their fields; a server 422 puts its field messages beside the
 * same fields (a body path mapped back by `fieldOf`), anything else shows for the whole form and in
 * the failure toast.
 */
export function useSchemaForm<V extends FieldValues, S extends z.ZodType, R>(options: SchemaFormOptions<V, S, R>): SchemaFormHandle<V> {
  const { t } = useTranslation();
  // Read at validation and submit time, so the rules may close over the latest props.
  const latest = useRef(options);
  latest.current = options;
  const resolver = useMemo(() => schemaResolver<V, S>(() => latest.current), []);
  const form = useForm<V, unknown, z.output<S>>({ resolver, defaultValues: options.defaultValues });
  const mutation = useMutation({ mutationFn: ({ body, values }: { body: z.output<S>; values: V }) => latest.current.submit(body, values) });

  const handle = form as unknown as UseFormReturn<V, unknown, unknown>;
  const onSubmit = form.handleSubmit(async (body) => {
    const values = form.getValues();
    const current = latest.current;
    let result: R;
    try {
      result = await mutation.mutateAsync({ body, values });
    } catch (error) {
      const fieldOf = current.fieldOf ?? defaultFieldOf;
      const rest = setPlacedErrors(
        placeServerErrors(t, error, (path) => fieldOf(path, values)),
        form.setError,
      );
      if (rest.length) form.setError('root.server' as Path<V>, { type: 'server', message: rest.join(' ') });
      notify.warning(current.failTitle ?? t('common:toasts.submitFail'), errorMessages(t, error));
      return;
    }
    if (current.successTitle !== false) notify.success(current.successTitle ?? t('common:toasts.submitSuccess'));
    await current.onSuccess?.(result, values, handle);
  });

  return { id: options.id, form: handle, onSubmit, pending: mutation.isPending };
}

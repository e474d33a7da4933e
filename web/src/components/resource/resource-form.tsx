import { Flex, Heading, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-error';
import { DEFAULT_CONTENT_LANGUAGE } from '../../lib/languages';
import { notify } from '../../lib/toast';
import { useConfirm } from '../ui/confirm';
import { ContentLanguageSelect } from '../ui/content-language-select';
import { applyServerErrors } from '../ui/form-errors';
import { errorMessages } from '../ui/messages';
import { ErrorState, PageSpinner } from '../ui/states';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes';
import { useDerivedFields } from './derive';
import { isVisible, namesOf, toFormValues, toRequestBody } from './form-values';
import { useCan } from './permissions';
import { FormSections, FormTabs, SaveBar } from './resource-form-parts';
import type { AnyResource, FormContext, FormMode, FormValues, Row } from './types';
import { useResourceItem, useSaveResource } from './use-resource';

const NOT_FOUND_REDIRECT_MS = 1000;

/** Create and edit for any resource: `/admin/{name}/create` and `/admin/{name}/edit/:id`. */
export function ResourceForm({ definition, mode }: { definition: AnyResource; mode: FormMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const { id } = useParams<{ id: string }>();
  const can = useCan();
  const [language, setLanguage] = useState(DEFAULT_CONTENT_LANGUAGE);
  const item = useResourceItem(definition, mode === 'edit' ? id : undefined, language);
  const save = useSaveResource(definition);
  const listPath = `/admin/${definition.name}`;
  const [search] = useSearchParams();
  // Where the edit screen goes back to: the list, or the screen that sent the admin here.
  const backPath = (mode === 'edit' && definition.returnTo?.(search)) || listPath;

  const resolver = useMemo(() => zodResolver(definition.schema(mode) as never) as unknown as Resolver<FormValues>, [definition, mode]);
  const form = useForm<FormValues>({ resolver, defaultValues: definition.defaults });
  const values = useWatch({ control: form.control }) as FormValues;
  const ctx: FormContext = { mode, values, id, item: item.data, can };
  // Read during render so react-hook-form tracks it (its formState is a subscription proxy).
  const { isDirty } = form.formState;
  const { allowLeave } = useUnsavedChangesGuard(isDirty);

  // Fill the form whenever a (new language of the) item arrives.
  const loaded = useRef<Row | undefined>(undefined);
  const [loadedKey, setLoadedKey] = useState(0);
  useEffect(() => {
    if (item.data && item.data !== loaded.current) {
      loaded.current = item.data;
      form.reset(toFormValues(definition, item.data));
      setLoadedKey((k) => k + 1);
    }
  }, [item.data, definition, form]);
  useDerivedFields(definition, form, mode, loadedKey);

  // Spec section 8: a missing id warns, then returns to the list after a second.
  const notFound = item.error instanceof ApiError && item.error.status === 404;
  useEffect(() => {
    if (!notFound) return;
    notify.warning(t('common:toasts.idNotExists'));
    const timer = setTimeout(() => navigate(listPath, { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [notFound, navigate, listPath, t]);

  const changeLanguage = async (next: string) => {
    if (next === language) return;
    if (isDirty) {
      const ok = await confirm({ title: t('common:confirm.switchLanguageTitle'), description: t('common:confirm.switchLanguageText') });
      if (!ok) return;
    }
    loaded.current = undefined;
    setLanguage(next);
  };

  const onSubmit = form.handleSubmit((parsed) => {
    const body = toRequestBody(definition, parsed, mode, language, id, can);
    save.mutate(
      { id: mode === 'edit' ? id : undefined, body },
      {
        onSuccess: (saved) => {
          notify.success(t('common:toasts.submitSuccess'));
          definition.afterSave?.({ mode, before: item.data, saved, values: parsed, queryClient });
          if (mode === 'create') {
            allowLeave();
            const to = definition.createRedirect;
            navigate(
              typeof to === 'function' && saved
                ? to(saved, can)
                : to === 'edit' && saved?.id !== undefined
                  ? `${listPath}/edit/${String(saved.id)}`
                  : listPath,
            );
          } else if (backPath !== listPath) {
            allowLeave();
            navigate(backPath);
          } else {
            loaded.current = saved;
            form.reset(toFormValues(definition, saved ?? item.data ?? {}));
          }
        },
        onError: (error) => {
          applyServerErrors(t, error, form.setError, definition.fields.flatMap(namesOf));
          notify.warning(mode === 'create' ? t('common:toasts.createFail') : t('common:toasts.submitFail'), errorMessages(t, error));
        },
      },
    );
  });

  const title = t(mode === 'create' ? 'common:form.createTitle' : 'common:form.editTitle', { resource: t(definition.label.singular) });

  if (mode === 'edit' && item.isPending && !item.data) return <PageSpinner />;
  if (mode === 'edit' && item.isError && !notFound && !item.data) {
    return <ErrorState message={errorMessages(t, item.error).join(' ')} onRetry={() => void item.refetch()} />;
  }
  if (notFound) return <ErrorState message={t('common:toasts.idNotExists')} />;

  const Extras = definition.formExtras;
  const visible = definition.fields.filter((field) => isVisible(field, ctx));
  const fields = { form, errors: form.formState.errors, mode, ctx, item: item.data, itemId: id, language };
  const formBody = (
    <>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
        <Stack gap="4">
          <FormSections definition={definition} visible={visible} fields={fields} />
          <SaveBar saving={save.isPending} listPath={backPath} dirty={isDirty} />
        </Stack>
      </form>
      {Extras && mode === 'edit' && id && item.data && <Extras id={id} item={item.data} />}
    </>
  );
  // Edit screens may have tabs beside the form (each behind its permission), the open one in `?tab=`.
  const shown = mode === 'edit' && id && item.data ? { id, item: item.data } : undefined;
  const tabs = shown ? (definition.tabs ?? []).filter((tab) => !tab.permission || can(tab.permission)) : [];

  return (
    <Stack gap="4" maxW={definition.formWidth === 'wide' ? '7xl' : '4xl'}>
      <Flex justify="space-between" align="end" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {definition.translated && mode === 'edit' && (
          <ContentLanguageSelect id="form-language" value={language} onChange={(next) => void changeLanguage(next)} />
        )}
      </Flex>
      {!shown || tabs.length === 0 ? (
        formBody
      ) : (
        <FormTabs definition={definition} shown={shown} tabs={tabs}>
          {formBody}
        </FormTabs>
      )}
    </Stack>
  );
}

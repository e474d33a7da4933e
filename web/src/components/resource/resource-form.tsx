import { Alert, Button, Card, Flex, GridItem, Heading, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
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
import { FieldControl } from './field-control';
import { helpOf, isRequired, isVisible, namesOf, toFormValues, toRequestBody } from './form-values';
import { useCan } from './permissions';
import type { AnyResource, FieldDefinition, FormContext, FormMode, FormValues, Row, SectionDefinition } from './types';
import { useResourceItem, useSaveResource } from './use-resource';

const NOT_FOUND_REDIRECT_MS = 1000;
/** The form's own tab when the edit screen has tabs (`?tab=`). */
const FORM_TAB = 'basic';

/** Create and edit for any resource: `/admin/{name}/create` and `/admin/{name}/edit/:id`. */
export function ResourceForm({ definition, mode }: { definition: AnyResource; mode: FormMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const { id } = useParams<{ id: string }>();
  const [params, setParams] = useSearchParams();
  const can = useCan();
  const [language, setLanguage] = useState(DEFAULT_CONTENT_LANGUAGE);
  const item = useResourceItem(definition, mode === 'edit' ? id : undefined, language);
  const save = useSaveResource(definition);
  const listPath = `/admin/${definition.name}`;

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
                ? to(saved)
                : to === 'edit' && saved?.id !== undefined
                  ? `${listPath}/edit/${String(saved.id)}`
                  : listPath,
            );
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
  const sections = layoutSections(definition, visible);
  const control = (field: FieldDefinition) => {
    const input = (
      <FieldControl
        field={field}
        form={form}
        errors={form.formState.errors}
        required={isRequired(field, ctx)}
        help={helpOf(field, ctx)}
        mode={mode}
        ctx={ctx}
        item={item.data}
        itemId={id}
        language={language}
      />
    );
    const warning = field.warning?.(ctx);
    if (!warning) return input;
    return (
      <Stack gap="2">
        {input}
        <Alert.Root status="warning" size="sm" data-testid={`warning-${field.name}`}>
          <Alert.Indicator />
          <Alert.Title>{t(warning)}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  };
  const formBody = (
    <>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
        <Stack gap="4">
          {sections.map(({ section, fields }) => (
            <Card.Root key={section?.name ?? '_'} as="section" aria-labelledby={section ? `section-${section.name}` : undefined}>
              {section && (
                <Card.Header pb="0">
                  <Heading as="h2" size="md" id={`section-${section.name}`}>
                    {t(section.label)}
                  </Heading>
                </Card.Header>
              )}
              <Card.Body>
                <SimpleGrid columns={{ base: 1, md: section?.columns ?? 1 }} gap="5">
                  {fields.map((field) => (
                    <GridItem key={field.name} colSpan={field.span === 'full' ? { base: 1, md: section?.columns ?? 1 } : 1} minW="0">
                      {control(field)}
                    </GridItem>
                  ))}
                </SimpleGrid>
              </Card.Body>
            </Card.Root>
          ))}
          {/* The save bar stays in reach at the bottom of the screen on long forms. */}
          <Flex
            position="sticky"
            bottom="0"
            zIndex="docked"
            bg="bg"
            borderTopWidth="1px"
            py="3"
            gap="3"
            align="center"
            wrap="wrap"
            data-no-print=""
            data-save-bar=""
          >
            <Button type="submit" colorPalette="blue" loading={save.isPending}>
              {t('common:actions.save')}
            </Button>
            <Button asChild variant="outline">
              <Link to={listPath}>{t('common:actions.back')}</Link>
            </Button>
            {isDirty && (
              <Text fontSize="sm" color="fg.muted">
                {t('common:form.unsaved')}
              </Text>
            )}
          </Flex>
        </Stack>
      </form>
      {Extras && mode === 'edit' && id && item.data && <Extras id={id} item={item.data} />}
    </>
  );
  // Edit screens may have tabs beside the form (each behind its permission), the open one in `?tab=`.
  const shown = mode === 'edit' && id && item.data ? { id, item: item.data } : undefined;
  const tabs = shown ? (definition.tabs ?? []).filter((tab) => !tab.permission || can(tab.permission)) : [];
  const asked = params.get('tab');
  const openTab = asked && tabs.some((tab) => tab.key === asked) ? asked : FORM_TAB;

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
        // Mounted when first opened and kept: switching tabs never loses what the form holds.
        <Tabs.Root
          value={openTab}
          onValueChange={(e) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (e.value === FORM_TAB) next.delete('tab');
                else next.set('tab', e.value);
                return next;
              },
              { replace: true },
            )
          }
          lazyMount
        >
          <Tabs.List>
            <Tabs.Trigger value={FORM_TAB}>{t(definition.formTab ?? 'common:form.basicTab')}</Tabs.Trigger>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.key} value={tab.key}>
                {t(tab.label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={FORM_TAB}>
            <Stack gap="4">{formBody}</Stack>
          </Tabs.Content>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.key} value={tab.key}>
              <tab.component id={shown.id} item={shown.item} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Stack>
  );
}

/** The visible fields per card: unsectioned ones first, then the declared sections in order. */
function layoutSections(definition: AnyResource, fields: FieldDefinition[]) {
  const known = new Set((definition.sections ?? []).map((s) => s.name));
  const groups: { section?: SectionDefinition; fields: FieldDefinition[] }[] = [];
  const loose = fields.filter((f) => !f.section || !known.has(f.section));
  if (loose.length) groups.push({ fields: loose });
  for (const section of definition.sections ?? []) {
    const inSection = fields.filter((f) => f.section === section.name);
    if (inSection.length) groups.push({ section, fields: inSection });
  }
  return groups;
}

import { Alert, Button, Card, Flex, GridItem, Heading, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FieldControl } from './field-control';
import { helpOf, isRequired } from './form-values';
import type { AnyResource, FieldDefinition, FormContext, FormMode, FormValues, Row, SectionDefinition, TabDefinition } from './types';

/** The form's own tab when the edit screen has tabs (`?tab=`). */
const FORM_TAB = 'basic';

/** What every field of the form is drawn with. */
export interface FieldsContext {
  form: UseFormReturn<FormValues>;
  errors: FieldErrors<FormValues>;
  mode: FormMode;
  ctx: FormContext;
  item?: Row;
  itemId?: string;
  language: string;
}

/** One field, with its warning under it when the definition gives one for the values as they are. */
function ResourceField({ field, fields }: { field: FieldDefinition; fields: FieldsContext }) {
  const { t } = useTranslation();
  const { form, errors, mode, ctx, item, itemId, language } = fields;
  const input = (
    <FieldControl
      field={field}
      form={form}
      errors={errors}
      required={isRequired(field, ctx)}
      help={helpOf(field, ctx)}
      mode={mode}
      ctx={ctx}
      item={item}
      itemId={itemId}
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
}

/** The visible fields per card: unsectioned ones first, then the declared sections in order. */
export function layoutSections(definition: AnyResource, fields: FieldDefinition[]) {
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

/** The visible fields in their cards: a first untitled card, then each declared section's. */
export function FormSections({
  definition,
  visible,
  fields,
}: {
  definition: AnyResource;
  visible: FieldDefinition[];
  fields: FieldsContext;
}) {
  const { t } = useTranslation();
  return (
    <>
      {layoutSections(definition, visible).map(({ section, fields: inSection }) => (
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
              {inSection.map((field) => (
                <GridItem key={field.name} colSpan={field.span === 'full' ? { base: 1, md: section?.columns ?? 1 } : 1} minW="0">
                  <ResourceField field={field} fields={fields} />
                </GridItem>
              ))}
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      ))}
    </>
  );
}

/** Save, back to the list, and whether there are unsaved changes. */
export function SaveBar({ saving, listPath, dirty }: { saving: boolean; listPath: string; dirty: boolean }) {
  const { t } = useTranslation();
  // The save bar stays in reach at the bottom of the screen on long forms.
  return (
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
      <Button type="submit" colorPalette="blue" loading={saving}>
        {t('common:actions.save')}
      </Button>
      <Button asChild variant="outline">
        <Link to={listPath}>{t('common:actions.back')}</Link>
      </Button>
      {dirty && (
        <Text fontSize="sm" color="fg.muted">
          {t('common:form.unsaved')}
        </Text>
      )}
    </Flex>
  );
}

interface FormTabsProps {
  definition: AnyResource;
  /** The item the edit screen shows. */
  shown: { id: string; item: Row };
  /** The tabs beside the form this admin may open. */
  tabs: TabDefinition<Row>[];
  /** The form (the first tab). */
  children: ReactNode;
}

/** The edit screen's tabs: the form first, then the definition's (the open one in `?tab=`). */
export function FormTabs({ definition, shown, tabs, children }: FormTabsProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const openTab = asked && tabs.some((tab) => tab.key === asked) ? asked : FORM_TAB;
  return (
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
        <Stack gap="4">{children}</Stack>
      </Tabs.Content>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.key} value={tab.key}>
          <tab.component id={shown.id} item={shown.item} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

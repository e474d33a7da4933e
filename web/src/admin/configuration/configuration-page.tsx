import { Alert, Card, Heading, Stack, Tabs } from '@chakra-ui/react';
import { PAGE_SCRIPTS_PERMISSION } from '@shop/core/access/permissions';
import {
  checkSiteSettings,
  ConfigurationInput,
  LOGO_POSITIONS,
  RECAPTCHA_FORMS,
  SITE_LANGUAGES,
} from '@shop/core/settings/settings.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SchemaForm, SubmitButton, useSchemaForm } from '../../components/form';
import { customField, FieldControl, type FieldDefinition, type FormContext, type FormValues } from '../../components/resource';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { useUnsavedChangesGuard } from '../../components/ui/unsaved-changes';
import { useAdminCan } from '../shell/use-admin-profile';
import { CountriesInput } from '../../components/resource/widgets/countries-input';
import { ColourInput } from './colour-input';
import { CONFIGURATION_TABS, configurationTab, type ConfigurationTab } from '../shared/configuration-tabs';
import {
  configurationSaved,
  saveConfiguration,
  useConfiguration,
  type Configuration,
  type ConfigurationBody,
} from '../shared/configuration-queries';

const languageOptions = SITE_LANGUAGES.map((code) => ({ value: code, label: `common:languages.${code}` }));
const text = (name: string, widget: FieldDefinition['widget'] = { type: 'text' }, help?: string): FieldDefinition => ({
  name,
  label: `admin:configuration.fields.${name}`,
  widget,
  ...(help ? { help } : {}),
});
/** A template colour: text and a picker. */
const colour = (name: string, help: string): FieldDefinition =>
  customField<FormValues & Record<string, string | null | undefined>, string>({
    name,
    label: `admin:configuration.fields.${name}`,
    help,
    component: ColourInput,
  }) as FieldDefinition;
const picture = (name: string, label: string): FieldDefinition => ({ name, label, widget: { type: 'image' } });
/** A storefront flag (0/1 in the API) as a switch. */
const flag = (name: string, help = `admin:configuration.help.${name}`): FieldDefinition => ({
  name,
  label: `admin:configuration.fields.${name}`,
  widget: { type: 'switch' },
  help,
});

/** The tabs (`?active_tab=`), each a form of its own over some of the settings' keys (spec: configuration). */
const TABS = {
  general: [
    { name: 'name', label: 'admin:configuration.fields.name', widget: { type: 'text' }, required: true },
    {
      name: 'main_language',
      label: 'admin:configuration.fields.main_language',
      widget: { type: 'select', options: languageOptions },
      required: true,
      help: 'admin:configuration.help.main_language',
    },
    {
      name: 'supported_languages',
      label: 'admin:configuration.fields.supported_languages',
      widget: { type: 'multiSelect', options: languageOptions },
      required: true,
    },
    customField<FormValues & { supported_countries?: string[] }, 'supported_countries'>({
      name: 'supported_countries',
      label: 'admin:configuration.fields.supported_countries',
      required: true,
      component: CountriesInput,
    }) as FieldDefinition,
    {
      name: 'token_lifetime_minutes',
      label: 'admin:configuration.fields.token_lifetime_minutes',
      widget: { type: 'number' },
      required: true,
      help: 'admin:configuration.help.token_lifetime_minutes',
    },
    text('email', { type: 'email' }, 'admin:configuration.help.email'),
    // The shop's details on its invoices and packing slips (decision 0048).
    text('shop_legal_name', { type: 'text' }, 'admin:configuration.help.shop_legal_name'),
    text('shop_address', { type: 'textarea' }, 'admin:configuration.help.shop_address'),
    text('shop_phone'),
    text('shop_registration_number'),
    picture('logo', 'admin:configuration.fields.logo'),
    picture('icon', 'admin:configuration.fields.icon'),
    picture('banner', 'admin:configuration.fields.banner'),
    picture('admin_logo', 'admin:configuration.fields.admin_logo'),
  ],
  currencies: [
    {
      name: 'supported_currencies',
      label: 'admin:configuration.fields.supported_currencies',
      help: 'admin:configuration.help.supported_currencies',
      required: true,
      widget: {
        type: 'rows',
        columns: [
          {
            name: 'identifier',
            label: 'admin:configuration.fields.currency_identifier',
            input: 'text',
            help: 'admin:configuration.help.currency_identifier',
          },
          { name: 'rate', label: 'admin:configuration.fields.currency_rate', input: 'number' },
          { name: 'mark', label: 'admin:configuration.fields.currency_mark', input: 'text' },
        ],
        newRow: () => ({ identifier: '', rate: '', mark: '' }),
        max: 20,
        addLabel: 'admin:configuration.addCurrency',
      },
    },
    {
      name: 'base_currency',
      label: 'admin:configuration.fields.base_currency',
      widget: { type: 'text' },
      required: true,
      help: 'admin:configuration.help.base_currency',
    },
  ],
  storefront: [
    flag('catalog_mode'),
    flag('member_only'),
    flag('guest_checkout'),
    flag('warehouse_enabled', 'admin:warehouse.help.enabledFlag'),
    {
      name: 'warehouse_id',
      label: 'admin:configuration.fields.warehouse_id',
      widget: { type: 'select', remote: { resource: 'warehouse', label: 'name' }, valueType: 'number' },
      help: 'admin:configuration.help.warehouse_id',
    },
  ],
  template: [
    colour('primary_color', 'admin:configuration.help.button_color'),
    colour('accent_color', 'admin:configuration.help.accent_color'),
    {
      name: 'logo_position',
      label: 'admin:configuration.fields.logo_position',
      widget: { type: 'select', options: LOGO_POSITIONS.map((value) => ({ value, label: `admin:configuration.logoPositions.${value}` })) },
      required: true,
    },
    colour('admin_primary_color', 'admin:configuration.help.button_color'),
    colour('admin_accent_color', 'admin:configuration.help.accent_color'),
  ],
  scripts: [
    { ...text('header_script', { type: 'textarea' }, 'admin:configuration.help.scripts'), permission: PAGE_SCRIPTS_PERMISSION },
    { ...text('footer_script', { type: 'textarea' }, 'admin:configuration.help.scripts'), permission: PAGE_SCRIPTS_PERMISSION },
  ],
  recaptcha: [
    text('recaptcha_site_key'),
    text('recaptcha_secret', { type: 'password' }),
    {
      name: 'enable_recaptcha_forms',
      label: 'admin:configuration.fields.enable_recaptcha_forms',
      widget: {
        type: 'multiSelect',
        options: RECAPTCHA_FORMS.map((value) => ({ value, label: `admin:configuration.recaptchaForms.${value}` })),
      },
      help: 'admin:configuration.help.enable_recaptcha_forms',
    },
  ],
  // Bank transfer (decision 0047): what a shopper paying by transfer is told, and how long they have.
  bank: [
    text('bank_account_name', { type: 'text' }, 'admin:configuration.help.bank_transfer'),
    text('bank_name'),
    text('bank_account_number'),
    text('bank_fps_id'),
    picture('bank_qr_image', 'admin:configuration.fields.bank_qr_image'),
    text('bank_transfer_note', { type: 'textarea' }, 'admin:configuration.help.bank_transfer_note'),
    { ...text('bank_transfer_days', { type: 'number' }, 'admin:configuration.help.bank_transfer_days'), required: true },
  ],
} satisfies Record<ConfigurationTab, FieldDefinition[]>;

type Tab = ConfigurationTab;
const FLAGS = new Set(['catalog_mode', 'member_only', 'guest_checkout', 'warehouse_enabled']);

/** The form's values of a tab: flags as switches (booleans), the rest as the API has them. */
function valuesOf(tab: Tab, config: Configuration): FormValues {
  return Object.fromEntries(
    TABS[tab].map(({ name }) => {
      // The reCAPTCHA secret is write-only: the field starts empty (empty keeps the stored one).
      const value = name === 'recaptcha_secret' ? '' : (config as Record<string, unknown>)[name];
      return [name, FLAGS.has(name) ? value === 1 : (value ?? (name === 'warehouse_id' ? null : ''))];
    }),
  );
}

function schemaOf(tab: Tab) {
  const keys = Object.fromEntries(TABS[tab].map(({ name }) => [name, true])) as Record<keyof ConfigurationBody, true>;
  return ConfigurationInput.pick(keys).superRefine(checkSiteSettings);
}

/** A list's item errors (`supported_countries.3`) show beside the list. */
const fieldOf = (path: string, values: FormValues) => {
  const [head = '', index] = path.split('.');
  if (!(head in values)) return undefined;
  return (head === 'supported_countries' || head === 'supported_languages') && index !== undefined ? head : path;
};

/** The base currency is chosen among the codes entered above it. */
function currencyOptions(values: FormValues) {
  const rows = Array.isArray(values.supported_currencies) ? (values.supported_currencies as { identifier?: unknown }[]) : [];
  const codes = rows.map((row) => (typeof row.identifier === 'string' ? row.identifier.trim().toUpperCase() : '')).filter(Boolean);
  return [...new Set(codes)].map((code) => ({ value: code, label: code }));
}

function TabForm({ tab, config, editable }: { tab: Tab; config: Configuration; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const can = useAdminCan();
  const queryClient = useQueryClient();
  const schema = useMemo(() => schemaOf(tab), [tab]);
  const form = useSchemaForm({
    id: `configuration-${tab}`,
    defaultValues: valuesOf(tab, config),
    schema,
    fieldOf,
    submit: (body) => saveConfiguration(body as ConfigurationBody),
    onSuccess: (saved, _values, handle) => {
      configurationSaved(queryClient, saved);
      handle.reset(valuesOf(tab, saved));
    },
  });
  const { reset, formState } = form.form;
  useEffect(() => {
    if (!formState.isDirty) reset(valuesOf(tab, config));
  }, [config, tab, reset, formState.isDirty]);
  useUnsavedChangesGuard(formState.isDirty);
  const values = form.form.watch();
  const ctx: FormContext = { mode: 'edit', values };
  const fields: FieldDefinition[] = TABS[tab].map((field: FieldDefinition) => {
    const shown: FieldDefinition =
      field.name === 'base_currency'
        ? { ...field, widget: { type: 'select' as const, options: currencyOptions(values) } }
        : field.name === 'recaptcha_secret'
          ? {
              ...field,
              help: `admin:configuration.help.${config.recaptcha_secret_set ? 'recaptcha_secret_set' : 'recaptcha_secret_unset'}`,
            }
          : field;
    // The site scripts need their own permission (decision 0033); without it they show as they are and are sent back unchanged.
    const allowed = editable && (!field.permission || can(field.permission));
    return allowed
      ? shown
      : { ...shown, disabled: () => true, ...(field.permission && editable ? { help: 'admin:configuration.help.scriptsPermission' } : {}) };
  });

  return (
    <SchemaForm form={form} label={t(`admin:configuration.tabs.${tab}`)}>
      <Stack gap="5">
        {fields.map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            form={form.form as never}
            errors={formState.errors}
            required={Boolean(field.required)}
            help={typeof field.help === 'string' ? field.help : undefined}
            mode="edit"
            ctx={ctx}
            language={i18n.language}
          />
        ))}
        {editable && (
          <div>
            <SubmitButton form={form}>{t('common:actions.save')}</SubmitButton>
          </div>
        )}
      </Stack>
    </SchemaForm>
  );
}

/**
 * `/admin/configuration?active_tab=general|currencies|storefront|template|scripts|recaptcha|bank`: the site settings, a tab per group,
 * each saved on its own (only its keys are sent, so two admins on two tabs do not undo each other).
 * Admins with `get configuration` only see them; `update configuration` saves.
 */
export function ConfigurationPage() {
  const { t } = useTranslation();
  const can = useAdminCan();
  const [, setParams] = useSearchParams();
  const tab = configurationTab(useLocation().search);
  const config = useConfiguration();
  const editable = can('update configuration');

  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="lg">
        {t('admin:configuration.title')}
      </Heading>
      {!editable && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('admin:configuration.readOnly')}</Alert.Title>
        </Alert.Root>
      )}
      <Tabs.Root value={tab} onValueChange={(e) => setParams({ active_tab: e.value }, { replace: true })} lazyMount unmountOnExit>
        {/* Seven tabs are wider than a phone: the list scrolls sideways, not the page. */}
        <Tabs.List overflowX="auto" overflowY="hidden" maxW="full">
          {CONFIGURATION_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} flexShrink={0}>
              {t(`admin:configuration.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {CONFIGURATION_TABS.map((name) => (
          <Tabs.Content key={name} value={name}>
            <Card.Root>
              <Card.Body>
                {config.isPending ? (
                  <PageSpinner />
                ) : config.isError ? (
                  <ErrorState onRetry={() => void config.refetch()} />
                ) : (
                  <TabForm tab={name} config={config.data} editable={editable} />
                )}
              </Card.Body>
            </Card.Root>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

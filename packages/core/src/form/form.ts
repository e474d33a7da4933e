import { pagesChanged } from '../events/storefront.js';
import { crudFacade } from '../shared/crud.js';
import { NotFoundError } from '../shared/errors.js';
import type { FormRecord } from './form.entity.js';
import { formFields, type FormInfo, type FormInput, type FormRow, type TabInfo, type TabInput } from './form.schema.js';
import { formStore } from './form.store.js';

const byOrder = <T extends { order: number }>(list: readonly T[]) => [...list].sort((a, b) => a.order - b.order);

/** Tabs and fields as stored: in their order (ties keep the order sent), optional texts null. */
function storedTabs(tabs: readonly TabInput[]): TabInfo[] {
  return byOrder(tabs).map((tab) => ({
    title: tab.title,
    order: tab.order,
    fields: byOrder(tab.fields).map((f) => ({
      enabled: f.enabled,
      required: f.required,
      type: f.type,
      key: f.key,
      title: f.title,
      order: f.order,
      placeholder: f.placeholder || null,
      class: f.class || null,
      additional_options: f.type === 'single_select' || f.type === 'multiple_checkbox' ? f.additional_options : [],
    })),
  }));
}

function toInfo(record: FormRecord, language: string): FormInfo {
  return {
    id: record.id,
    ...formFields.present(record, language),
    tabs: record.tabs,
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

function toRow(record: FormRecord, language: string): FormRow {
  const { tabs, description: _description, ...info } = toInfo(record, language);
  return { ...info, field_count: tabs.reduce((n, t) => n + t.fields.length, 0) };
}

/** The public form pages are server-rendered: a change refreshes them at the edge (decision 0043). */
const FORM_PAGES = ['/form/*'];

/** Forms (`/admin/formbuilder`). */
export const Form = {
  ...crudFacade({
    store: formStore,
    toInfo,
    toRow,
    toRecord: (input: FormInput, language, current) => ({
      translations: formFields.translations(input, language, current?.translations),
      ...formFields.stored(input),
      tabs: storedTabs(input.tabs),
    }),
    batchFields: ['enabled'],
    changed: () => pagesChanged(FORM_PAGES),
  }),

  /** The form at a storefront url, enabled or not (the caller decides), or 404. */
  async byUrl(url: string): Promise<FormRecord> {
    const record = await formStore.findByUnique('url', url);
    if (!record) throw new NotFoundError();
    return record;
  },

  async record(id: number): Promise<FormRecord> {
    return formStore.get(id);
  },

  /** Forms' storefront urls by id (a funnel's form step links its form). */
  async urls(ids: readonly number[]): Promise<Map<number, string>> {
    const records = ids.length ? await formStore.getMany([...new Set(ids)]) : [];
    return new Map(records.map((r) => [r.id, r.url]));
  },

  /** Forms' titles by id (the histories list names its form). */
  async titles(ids: readonly number[], language: string): Promise<Map<number, string>> {
    const records = ids.length ? await formStore.getMany([...new Set(ids)]) : [];
    return new Map(records.map((r) => [r.id, formFields.present(r, language).title]));
  },

  toInfo,
};

import { Customer } from '../customer/customer.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import type { ListQuery, Page } from '../shared/paging.js';
import { writeSheet } from '../shared/sheet.js';
import type { HistoryRecord, StoredFile } from './form.entity.js';
import { FormFiles, type UploadedFile } from './form-files.js';
import { Form } from './form.js';
import type { AnswerInfo, HistoryInfo, HistoryStatus, SubmittedValue } from './form.schema.js';
import { historyStore } from './form.store.js';

/** Files staff attach to one submission at most (they live in its item). */
export const MAX_ADMIN_FILES = 20;
export const TOO_MANY_FILES = 'A submission keeps at most 20 files.';

const isFile = (v: SubmittedValue): v is StoredFile => typeof v === 'object' && !Array.isArray(v);

function answers(record: HistoryRecord): AnswerInfo[] {
  return record.fields.flatMap((field) => {
    const value = record.values[field.key];
    if (value === undefined) return [];
    return [
      {
        key: field.key,
        title: field.title,
        type: field.type,
        value: isFile(value) ? value.file : value,
        file_name: isFile(value) ? value.name : null,
      },
    ];
  });
}

function toInfo(record: HistoryRecord, formTitle: string, userName: string | null): HistoryInfo {
  return {
    id: record.id,
    form_id: record.form_id,
    form_title: formTitle,
    user_id: record.user_id ?? null,
    user_name: userName,
    status: record.status,
    answers: answers(record),
    admin_files: record.admin_files,
    lead_source: record.lead_source ?? null,
    funnel_id: record.funnel_id ?? null,
    service_product_id: record.service_product_id ?? null,
    language: record.language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** Records as answers: their forms' titles and customers' names in one BatchGet each. */
async function infos(records: readonly HistoryRecord[], language: string): Promise<HistoryInfo[]> {
  const [titles, names] = await Promise.all([
    Form.titles(
      records.map((r) => r.form_id),
      language,
    ),
    Customer.names(records.flatMap((r) => (r.user_id ? [r.user_id] : []))),
  ]);
  return records.map((r) => toInfo(r, titles.get(r.form_id) ?? '', r.user_id ? (names.get(r.user_id) ?? null) : null));
}

async function historyOf(formId: number, historyId: number): Promise<HistoryRecord> {
  const record = await historyStore.find(historyId);
  if (!record || record.form_id !== formId) throw new NotFoundError();
  return record;
}

/** A file of a submission: one the sender sent, or one staff attached. */
function fileIn(record: HistoryRecord, key: string): StoredFile {
  const found = [...Object.values(record.values).filter(isFile), ...record.admin_files].find((f) => f.file === key);
  if (!found) throw new NotFoundError();
  return found;
}

const cell = (v: SubmittedValue | undefined) => (v === undefined ? '' : isFile(v) ? v.name : Array.isArray(v) ? v.join(', ') : v);

/** Submissions (`submit_histories`): staff read and work them; a shopper reads only their own. */
export const FormHistory = {
  /** A form's submissions, newest first unless asked (`formbuilder/histories/{id}`): its own partition. */
  async list(formId: number, query: ListQuery, language: string): Promise<Page<HistoryInfo>> {
    await Form.record(formId);
    const page = await historyStore.list(query, { form_id: formId });
    return { ...page, data: await infos(page.data, language) };
  },

  async get(formId: number, historyId: number, language: string): Promise<HistoryInfo> {
    const [info] = await infos([await historyOf(formId, historyId)], language);
    return info!;
  },

  /** `PUT submit_histories/{hid}`: staff set where the submission stands. */
  async setStatus(historyId: number, status: HistoryStatus, language: string): Promise<HistoryInfo> {
    const record = await historyStore.update(historyId, () => ({ status }));
    return (await infos([record], language))[0]!;
  },

  /** `POST submit_histories/{hid}/upload` (`admin_file`): a file staff keep with the submission. */
  async upload(historyId: number, file: UploadedFile, language: string): Promise<HistoryInfo> {
    const current = await historyStore.get(historyId);
    if (current.admin_files.length >= MAX_ADMIN_FILES) throw ValidationError.field('admin_file', TOO_MANY_FILES);
    const type = await FormFiles.check(file, 'admin_file');
    const stored = await FormFiles.store(file, type, 'staff');
    const record = await historyStore.update(historyId, (latest) => {
      if (latest.admin_files.length >= MAX_ADMIN_FILES) throw ValidationError.field('admin_file', TOO_MANY_FILES);
      return { admin_files: [...latest.admin_files, stored] };
    });
    return (await infos([record], language))[0]!;
  },

  /** A five-minute link to a submission's file, for staff. */
  async fileLink(historyId: number, key: string): Promise<{ url: string; expires_at: string }> {
    return FormFiles.link(fileIn(await historyStore.get(historyId), key));
  },

  /** `GET /api/submit_histories`: the signed-in shopper's own submissions (their partition of slot 2). */
  async mine(customerId: number, query: ListQuery, language: string): Promise<Page<HistoryInfo>> {
    const page = await historyStore.list(query, { user_id: customerId });
    return { ...page, data: await infos(page.data, language) };
  },

  /** A shopper's link to a file of their own submission; another's is 404, as if it did not exist. */
  async myFileLink(customerId: number, historyId: number, key: string): Promise<{ url: string; expires_at: string }> {
    const record = await historyStore.find(historyId);
    if (!record || record.user_id !== customerId) throw new NotFoundError();
    return FormFiles.link(fileIn(record, key));
  },

  /** `GET /api/admin/form/{id}/export`: the form's submissions as .xlsx, a column per field key, oldest first. */
  async exportSheet(formId: number): Promise<Buffer> {
    const form = await Form.record(formId);
    const keys = form.tabs.flatMap((t) => t.fields.map((f) => f.key));
    const records: HistoryRecord[] = [];
    for (let page = 1; ; page++) {
      const result = await historyStore.list({ page, per_page: 100, order: 'asc', sort: 'id' }, { form_id: formId });
      records.push(...result.data);
      if (page * 100 >= result.total || result.data.length === 0) break;
    }
    const names = await Customer.names(records.flatMap((r) => (r.user_id ? [r.user_id] : [])));
    const rows = records.map((r) => ({
      id: r.id,
      created_at: r.created_at,
      status: r.status,
      customer_id: r.user_id ?? '',
      customer: r.user_id ? (names.get(r.user_id) ?? '') : '',
      ...Object.fromEntries(keys.map((k) => [k, cell(r.values[k])])),
    }));
    return writeSheet(form.url.slice(0, 31), ['id', 'created_at', 'status', 'customer_id', 'customer', ...keys], rows);
  },
};

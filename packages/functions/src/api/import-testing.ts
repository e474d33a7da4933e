/** Helpers for spreadsheet import tests: workbooks, and running an import job to its end. */
import ExcelJS from 'exceljs';
import { waitForEvents } from '../local/testing/index.js';
import { call, type Reply } from './testing.js';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx with a header row and the given rows (cells in header order). */
export async function workbook(header: readonly string[], rows: unknown[][], name = 'sheet'): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name);
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A workbook's first sheet as objects keyed by its header row (cells as text). */
export async function readWorkbook(data: ArrayBuffer | Uint8Array): Promise<Record<string, string>[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  const [header = [], ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

export function fileForm(bytes: Uint8Array, name = 'import.xlsx', type = XLSX): FormData {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  return form;
}

/**
 * Starts an import and, when it was accepted (202), waits for its chunks to run and answers the
 * finished job (`GET …/import/{id}`); a refused start is answered as is.
 */
export async function runImport(token: string, entity: string, bytes: Uint8Array, name?: string): Promise<Reply> {
  const started = await call('POST', `/api/admin/${entity}/import`, { token, form: fileForm(bytes, name) });
  if (started.status !== 202) return started;
  await waitForEvents();
  return call('GET', `/api/admin/${entity}/import/${String(started.body.id)}`, { token });
}

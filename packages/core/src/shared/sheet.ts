import ExcelJS from 'exceljs';
import { MESSAGES, ValidationError, type FieldMessages } from './errors.js';

export const IMPORT_LIMIT = 1000;

/** Writes rows as a real .xlsx workbook with a header row. */
export async function writeSheet(
  name: string,
  columns: readonly string[],
  rows: Record<string, unknown>[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((key) => ({ header: key, key, width: Math.max(12, key.length + 2) }));
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
  }
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cellValue(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text; // hyperlink / rich text
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return value.result === undefined ? '' : String(value.result);
    if (value instanceof Date) return value.toISOString();
  }
  return String(value);
}

/**
 * Reads the first sheet of an .xlsx into objects keyed by the header row, with the spreadsheet row
 * number of each. Refuses files that are not workbooks and more than IMPORT_LIMIT data rows.
 */
export async function readSheet(data: ArrayBuffer | Buffer): Promise<{ row: number; values: Record<string, string> }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as ArrayBuffer);
  } catch {
    throw ValidationError.field('file', 'The file must be an .xlsx workbook.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw ValidationError.field('file', 'The workbook has no sheet.');
  const header: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    header[col] = cellValue(cell.value).trim().toLowerCase();
  });
  const rows: { row: number; values: Record<string, string> }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const values: Record<string, string> = {};
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      const key = header[col];
      if (key) values[key] = cellValue(cell.value).trim();
    });
    if (Object.values(values).some((v) => v !== '')) rows.push({ row: number, values });
  });
  if (rows.length > IMPORT_LIMIT) throw ValidationError.field('file', MESSAGES.importLimit);
  return rows;
}

export interface ImportResult {
  imported: number;
  failed: { row: number; messages: FieldMessages | string }[];
}

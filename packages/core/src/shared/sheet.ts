import { Readable } from 'node:stream';
import type { CellValue } from 'exceljs';
import { MESSAGES, PayloadTooLargeError, ValidationError, DomainError, type FieldMessages } from './errors.js';
import { zipEntries, zipRecord, type ZipEntry } from './zip.js';

/** Spec section 9: at most 1000 rows per import. */
export const IMPORT_LIMIT = 1000;
/** Largest workbook accepted; checked before a byte of it is unpacked. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Largest total its parts may unpack to. A thousand rows of the widest sheet we read fit in a few
 * MB; this refuses zip bombs (a few MB that inflate to gigabytes) from their index alone.
 */
export const IMPORT_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/**
 * exceljs (and the zip and stream libraries under it) is loaded on the first import or export, not
 * with the app: most requests, and every cold start, never need it (decision 0012).
 */
const excel = () => import('exceljs').then((module) => module.default);

/** Writes rows as a real .xlsx workbook with a header row. */
export async function writeSheet(name: string, columns: readonly string[], rows: Record<string, unknown>[]): Promise<Buffer> {
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((key) => ({ header: key, key, width: Math.max(12, key.length + 2) }));
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
  }
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cellValue(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text; // hyperlink / rich text
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return value.result === undefined ? '' : String(value.result);
    if (value instanceof Date) return value.toISOString();
  }
  return String(value);
}

/** One data row: its spreadsheet row number and its non-empty cells keyed by (lowercased) header. */
export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

const notWorkbook = () => ValidationError.field('file', 'The file must be an .xlsx workbook.');

/**
 * The parts the streaming reader needs, in the order it needs them: relationships, the workbook
 * and the shared strings before the first sheet. Excel and exceljs write the sheets first, which
 * makes exceljs unpack every sheet to a temporary file before reading a row; handed over in this
 * order, the first sheet is read as it inflates and reading stops at row 1001.
 */
function readingOrder(entries: ZipEntry[]): ZipEntry[] {
  const first = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];
  const sheetNumber = (name: string) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? NaN);
  return [
    ...first.flatMap((name) => entries.filter((e) => e.name === name)),
    ...entries.filter((e) => !Number.isNaN(sheetNumber(e.name))).sort((a, b) => sheetNumber(a.name) - sheetNumber(b.name)),
  ];
}

/**
 * Reads the first sheet of an .xlsx into rows keyed by the header row (row 1), streaming: refuses
 * more than IMPORT_MAX_BYTES before unpacking, a workbook whose parts would unpack to more than
 * IMPORT_MAX_UNPACKED_BYTES from its index, and stops reading at data row IMPORT_LIMIT + 1. Blank
 * rows are skipped; blank cells are left out of `values`.
 */
export async function readSheet(data: Uint8Array): Promise<SheetRow[]> {
  if (data.byteLength > IMPORT_MAX_BYTES) throw new PayloadTooLargeError(MESSAGES.importTooLarge);
  const entries = zipEntries(data);
  if (!entries) throw notWorkbook();
  const unpacked = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (unpacked > IMPORT_MAX_UNPACKED_BYTES) throw ValidationError.field('file', MESSAGES.importUnpacksTooLarge);
  const parts = readingOrder(entries).map((e) => zipRecord(data, e));
  if (!parts.length || parts.some((p) => !p)) throw notWorkbook();

  const ExcelJS = await excel();
  const input = Readable.from(parts as Uint8Array[]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  // A workbook that keeps its strings inline has no shared-strings part; the reader needs the list.
  if (!entries.some((e) => e.name === 'xl/sharedStrings.xml')) (reader as unknown as { sharedStrings: string[] }).sharedStrings = [];

  const rows: SheetRow[] = [];
  try {
    for await (const sheet of reader) {
      const header: string[] = [];
      for await (const row of sheet) {
        if (row.number === 1) {
          row.eachCell({ includeEmpty: true }, (cell, col) => (header[col] = cellValue(cell.value).trim().toLowerCase()));
          continue;
        }
        const values: Record<string, string> = {};
        row.eachCell({ includeEmpty: false }, (cell, col) => {
          const key = header[col];
          const value = cellValue(cell.value).trim();
          if (key && value !== '') values[key] = value;
        });
        if (!Object.keys(values).length) continue;
        rows.push({ row: row.number, values });
        if (rows.length > IMPORT_LIMIT) throw ValidationError.field('file', MESSAGES.importLimit);
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw notWorkbook();
  } finally {
    input.destroy();
  }
  return rows;
}

export interface ImportFailure {
  row: number;
  messages: FieldMessages | string;
}

/** What the admin who started an import may do; each row is checked against it. */
export interface SheetAccess {
  create: boolean;
  update: boolean;
}

/** How one entity imports: rows are grouped into units that are saved (or fail) together. */
export interface SheetImporter {
  /** Permission names, e.g. `create user` / `update user`. */
  permissions: { create: string; update: string };
  units(rows: SheetRow[]): SheetRow[][];
  /**
   * Readies a chunk of units (reads they share are made once, e.g. one BatchGet of their keys) and
   * answers how to save each of them: the failures of its rows, none when it was imported.
   */
  chunk(units: SheetRow[][], access: SheetAccess): Promise<UnitImport>;
}

/** Saves one unit of a readied chunk (`SheetImporter.chunk`). */
export type UnitImport = (unit: SheetRow[]) => Promise<ImportFailure[]>;

/** The failure of each row of a unit, for an error a domain function threw. */
export const failEvery = (unit: SheetRow[], messages: FieldMessages | string): ImportFailure[] =>
  unit.map(({ row }) => ({ row, messages }));

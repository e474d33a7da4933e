import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './errors.js';
import { IMPORT_MAX_BYTES, IMPORT_MAX_UNPACKED_BYTES, readSheet } from './sheet.js';
import { zipEntries } from './zip.js';

async function book(rows: unknown[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('first');
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('second').addRow(['ignored']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Sets the unpacked size the archive's index declares for one entry. */
function declareSize(data: Uint8Array, name: string, size: number): Uint8Array {
  const copy = data.slice();
  const view = new DataView(copy.buffer);
  for (let i = 0; i + 46 < copy.length; i++) {
    if (view.getUint32(i, true) !== 0x02014b50) continue;
    const length = view.getUint16(i + 28, true);
    if (new TextDecoder().decode(copy.subarray(i + 46, i + 46 + length)) === name) view.setUint32(i + 24, size, true);
  }
  return copy;
}

describe('readSheet', () => {
  it('reads the first sheet by its header row: lowercased keys, blank cells and rows left out, links and formulas as text', async () => {
    const data = await book([
      ['Email', 'First_Name', 'Note'],
      ['a@example.com', 'Ann', { text: 'site', hyperlink: 'https://example.com' }],
      [],
      ['b@example.com', '', { formula: '1+1', result: 2 }],
      ['', '', ''],
      ['c@example.com', 7, { richText: [{ text: 'bold' }, { text: ' plain' }] }],
    ]);
    expect(await readSheet(data)).toEqual([
      { row: 2, values: { email: 'a@example.com', first_name: 'Ann', note: 'site' } },
      { row: 4, values: { email: 'b@example.com', note: '2' } },
      { row: 6, values: { email: 'c@example.com', first_name: '7', note: 'bold plain' } },
    ]);
  });

  it('reads a workbook that keeps its strings inline (no shared-strings part)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-inline-'));
    try {
      const file = join(dir, 'inline.xlsx');
      const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
      const sheet = writer.addWorksheet('inline');
      sheet.addRow(['sku', 'price']).commit();
      sheet.addRow(['TEE-1', '19.90']).commit();
      sheet.commit();
      await writer.commit();
      const data = new Uint8Array(readFileSync(file));
      expect(zipEntries(data)?.some((e) => e.name === 'xl/sharedStrings.xml')).toBe(false);
      expect(await readSheet(data)).toEqual([{ row: 2, values: { sku: 'TEE-1', price: '19.90' } }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a workbook whose parts would unpack to more than the limit, from its index alone', async () => {
    const data = declareSize(await book([['email'], ['a@example.com']]), 'xl/worksheets/sheet1.xml', IMPORT_MAX_UNPACKED_BYTES + 1);
    await expect(readSheet(data)).rejects.toMatchObject({ status: 422, messages: { file: [MESSAGES.importUnpacksTooLarge] } });
  });

  it('refuses files that are not workbooks (422) and files over 5 MB (413) before reading them', async () => {
    const notWorkbook = { status: 422, messages: { file: ['The file must be an .xlsx workbook.'] } };
    await expect(readSheet(new TextEncoder().encode('id,email\n1,a@example.com\n'))).rejects.toMatchObject(notWorkbook);
    const truncated = await book([['email'], ['a@example.com']]);
    await expect(readSheet(truncated.subarray(0, truncated.length - 30))).rejects.toMatchObject(notWorkbook);
    await expect(readSheet(new Uint8Array(IMPORT_MAX_BYTES + 1))).rejects.toMatchObject({ status: 413, messages: MESSAGES.importTooLarge });
  });
});

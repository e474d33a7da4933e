import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import {
  adminLogin,
  adminMenu,
  apiAdminToken,
  apiList,
  DEMO_SHOPPER,
  expectToast,
  importFinished,
  searchList,
  unique,
  uniqueEmail,
} from './helpers';

/** Column number (1-based) of each header of the first sheet. */
function headerColumns(sheet: ExcelJS.Worksheet): Map<string, number> {
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => columns.set(String(cell.value).trim().toLowerCase(), col));
  return columns;
}

test('customers export to xlsx, and an edited workbook imports in the background with a row error and a result file', async ({
  page,
  request,
}, testInfo) => {
  // Waits on a background import job, whose time follows the machine's load (importFinished).
  test.slow();
  const newcomer = {
    first_name: unique('Ida'),
    last_name: 'Importer',
    email: uniqueEmail('imported'),
    gender: 'female',
    password: 'Imported-123',
  };
  const bad = { first_name: 'Bad', last_name: 'Row', email: `not-an-email-${unique('x')}`, gender: 'male' };

  await adminLogin(page);
  await adminMenu(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();

  // Export through the list's button.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const exported = testInfo.outputPath('customers-export.xlsx');
  await download.saveAs(exported);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(exported);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The export has no sheet');
  const columns = headerColumns(sheet);
  for (const key of ['id', 'first_name', 'last_name', 'email', 'gender', 'password']) expect(columns.has(key), `column ${key}`).toBe(true);
  let demoRow = 0;
  sheet.eachRow((r, n) => {
    if (n > 1 && r.getCell(columns.get('email') as number).text === DEMO_SHOPPER.email) demoRow = n;
  });
  expect(demoRow, `a row for ${DEMO_SHOPPER.email}`).toBeGreaterThan(1);
  // Only the demo shopper's row goes back in: re-importing everyone would overwrite customers
  // that other tests (running at the same time) are editing.
  sheet.spliceRows(demoRow + 1, sheet.rowCount - demoRow);
  sheet.spliceRows(2, demoRow - 2);
  demoRow = 2;
  expect(sheet.getRow(demoRow).getCell(columns.get('email') as number).text).toBe(DEMO_SHOPPER.email);

  // Two new rows below the exported ones: one valid, one with an invalid email.
  const put = (values: Record<string, string>) => {
    const target = sheet.getRow(sheet.rowCount + 1);
    for (const [key, value] of Object.entries(values)) target.getCell(columns.get(key) as number).value = value;
    target.commit();
    return target.number;
  };
  const newRow = put(newcomer);
  const badRow = put(bad);
  const edited = testInfo.outputPath('customers-import.xlsx');
  await workbook.xlsx.writeFile(edited);

  // Import through the list's button (it opens the file picker).
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await (await choosing).setFiles(edited);
  await importFinished(page);
  const warning = await expectToast(page, 'Import Some Rows Fail');
  expect(warning).toContain(`Row ${badRow}: Please check your input.`);
  // The new row and the re-imported demo shopper row are fine.
  expect(warning).not.toContain(`Row ${newRow}:`);
  expect(warning).not.toContain(`Row ${demoRow}:`);

  // The job's progress stays on the list: a full bar, the counts, and the failed rows as a file.
  const rows = sheet.rowCount - 1;
  const progress = page.getByRole('region', { name: 'Import' });
  await expect(progress.getByText(`Import finished: ${String(rows - 1)} of ${String(rows)} rows imported, 1 failed.`)).toBeVisible();
  const bar = progress.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(rows));
  await expect(bar).toHaveAttribute('aria-valuemax', String(rows));
  const downloadingResult = page.waitForEvent('download');
  await progress.getByRole('button', { name: 'Download failed rows (.xlsx)' }).click();
  const resultFile = testInfo.outputPath('customers-result.xlsx');
  await (await downloadingResult).saveAs(resultFile);
  const result = new ExcelJS.Workbook();
  await result.xlsx.readFile(resultFile);
  const resultSheet = result.worksheets[0];
  if (!resultSheet) throw new Error('The result has no sheet');
  const resultColumns = headerColumns(resultSheet);
  expect(resultSheet.rowCount).toBe(2);
  const failedRow = resultSheet.getRow(2);
  expect(failedRow.getCell(resultColumns.get('row') as number).text).toBe(String(badRow));
  expect(failedRow.getCell(resultColumns.get('messages') as number).text).toBe('email: Please check your input.');
  expect(failedRow.getCell(resultColumns.get('email') as number).text).toBe(bad.email);
  await progress.getByRole('button', { name: 'Close import progress' }).click();
  await expect(progress).toHaveCount(0);

  // The new customer is listed; the bad one is not.
  await searchList(page, newcomer.email);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: newcomer.email, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: newcomer.first_name, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Importer', exact: true })).toBeVisible();
  await searchList(page, bad.email);
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();

  // The imported password works on the storefront login API; gender came through.
  const token = await apiAdminToken(request);
  const found = await apiList<{ email: string; gender: string }>(request, token, 'user', { search: newcomer.email });
  expect(found.data.map((c) => [c.email, c.gender])).toEqual([[newcomer.email, 'female']]);
  const login = await request.post('/api/login', { data: { email: newcomer.email, password: newcomer.password } });
  expect(login.status()).toBe(200);
});

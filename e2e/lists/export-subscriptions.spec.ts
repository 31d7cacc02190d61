import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInThroughApi } from '../fixtures/session';
import { createOwnPendingSubscriptions, subscriptionsAddress } from './own-subscriptions';

/** Chooses a format in the list's Export menu and answers the file the browser saved. */
async function exportAs(page: Page, format: 'csv' | 'xlsx'): Promise<{ name: string; bytes: Buffer }> {
  await page.getByTestId('list-export').click();
  const download = page.waitForEvent('download');
  await page.getByTestId(`list-export-${format}`).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

test('lists: a worker exports the filtered subscriptions as CSV and Excel with Hebrew headers and only those rows', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const own = await createOwnPendingSubscriptions(baseURL ?? '', 3, 'מבוטח לייצוא');
  const numbers = own.policies.map((policy) => policy.policyNumber).sort();

  await signInThroughApi(page, 'worker');
  await page.goto(subscriptionsAddress({ tractorNumber: own.platePrefix }));
  await expect(page.getByRole('row').filter({ hasText: own.insuredName })).toHaveCount(3);

  const csv = await exportAs(page, 'csv');
  expect(csv.name).toMatch(/^subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
  // UTF-8 with a byte-order mark, so Excel opens the Hebrew right.
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes
    .subarray(3)
    .toString('utf8')
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
  expect(lines[0]).toMatch(/^"?מספר מנוי"?,/);
  const dataLines = lines.slice(1);
  expect(dataLines).toHaveLength(3);
  expect(dataLines.map((line) => line.split(',')[0]?.replaceAll('"', '')).sort()).toEqual(numbers);
  for (const line of dataLines) {
    expect(line).toContain(own.insuredName);
    expect(line).toContain('ממתין לאישור');
  }

  const xlsx = await exportAs(page, 'xlsx');
  expect(xlsx.name).toMatch(/^subscriptions-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // An xlsx is a zip.
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the Excel file has no sheet');
  expect(sheet.getRow(1).getCell(1).text).toBe('מספר מנוי');
  const sheetNumbers: string[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) sheetNumbers.push(row.getCell(1).text);
  });
  expect(sheetNumbers.sort()).toEqual(numbers);
});

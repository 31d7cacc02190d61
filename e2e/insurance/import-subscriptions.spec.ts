import { expect, test } from '@playwright/test';
import {
  createRegistryVehicles,
  displayDate,
  newVehicle,
  shiftDate,
  todayInIsrael,
  uniqueSerial,
  windows1255,
} from '../fixtures/insurance';
import { signInThroughApi } from '../fixtures/session';
import { PoliciesPage } from '../pages/policies-page';

/** The template's header (policyCsvColumns with policyCsvHeaders of packages/domain), in its order. */
const header = [
  'מספר רכב',
  'מספר שלדה',
  'תאריך התחלה',
  'תאריך סיום',
  'סוג מנוי',
  'שם המבוטח',
  'ת.ז. / ח.פ.',
  'טלפון',
  'אימייל',
];

test('insurance: a worker imports a Windows-1255 CSV of good and bad rows and reads each row’s outcome', async ({
  page,
  baseURL,
}) => {
  const serial = uniqueSerial();
  const vehicle = newVehicle(serial);
  await createRegistryVehicles(baseURL ?? '', [vehicle]);
  const start = displayDate(todayInIsrael());
  const end = displayDate(shiftDate(todayInIsrael(), { years: 1 }));
  const insuredName = `משה ייבוא ${serial}`;
  const insured = [insuredName, '123456782', '0521234567', `import${serial}@example.co.il`];
  const csv = [
    header,
    [vehicle.plate, vehicle.chassis, start, end, '1', ...insured],
    [`9${serial}`, `E2ENOWHERE${serial}`, start, end, '1', ...insured],
    [vehicle.plate, `E2EOTHER${serial}`, start, end, '2', ...insured],
    [vehicle.plate, vehicle.chassis, start, end, '9', ...insured],
  ]
    .map((fields) => fields.join(','))
    .join('\r\n');

  await signInThroughApi(page, 'worker');
  const policies = new PoliciesPage(page);
  await policies.open();
  const answer = page.waitForResponse((response) => response.url().endsWith('/subscriptions/importCsv'));
  const report = await policies.importCsv({
    name: 'policies-e2e.csv',
    mimeType: 'text/csv',
    buffer: windows1255(`${csv}\r\n`),
  });
  const imported = (await (await answer).json()).rows.find((row: { ok: boolean }) => row.ok);

  await expect(report.getByTestId('csv-import-summary')).toHaveText('יובאו: 1 · נכשלו: 3');
  // Line 1 is the header; the rows follow from line 2.
  await expect(report.getByTestId('csv-row-2')).toContainText(`יובא בהצלחה, פוליסה ${imported.policyNumber}`);
  await expect(report.getByTestId('csv-row-3')).toContainText('הרכב לא נמצא במאגר');
  await expect(report.getByTestId('csv-row-4')).toContainText('מספר השלדה אינו תואם לרכב במאגר');
  await expect(report.getByTestId('csv-row-5')).toContainText('סוג המנוי מחוץ לטווח (1 עד 8)');
  await page.getByTestId('csv-import-close').click();

  // The imported subscription is active at once, its Hebrew name read right from Windows-1255.
  await policies.searchPolicyNumber(imported.policyNumber);
  const row = policies.row(imported.policyNumber);
  await expect(row).toContainText(insuredName);
  await expect(row.getByTestId('policy-status-active')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../fixtures/session';
import { RegistryPage } from '../pages/registry-page';

test('registry: a worker imports a file, finds a tractor by chassis, edits it and adds a missing vehicle', async ({
  page,
}) => {
  await signInThroughApi(page, 'worker');
  const registry = new RegistryPage(page, 'braidTools');
  await registry.open();

  const serial = String(Date.now()).slice(-6);
  const chassis = `E2EDEERE${serial}XYZ`;
  const csv = [
    'mispar_tzama|shilda_totzar_en_nm|degem_nm|shnat_yitzur|mispar_shilda|sug_tzama_nm',
    `7${serial}|JOHN DEERE|6R 185|2023|${chassis}|טרקטור`,
    `8${serial}|KUBOTA|M5-111|2020|E2EKUBOTA${serial}|טרקטור`,
    '|||2020||',
  ].join('\n');
  const report = await registry.importFile({
    name: 'cme-sample.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(report.getByTestId('import-count-added')).toHaveText('2');
  await expect(report.getByTestId('import-count-rejected')).toHaveText('1');
  // The row without plate or chassis is line 4 of the file.
  await expect(report.getByTestId('import-rejected-lines').getByRole('row').first()).toContainText('4');
  await page.getByTestId('import-close').click();

  await registry.searchChassis(chassis.slice(0, 10));
  await expect(registry.row(chassis)).toHaveCount(1);
  await registry.row(chassis).getByTestId('row-edit').click();
  await expect(page.getByTestId('registry-dialog')).toBeVisible();
  await expect(page.getByTestId('dialog-save')).toBeDisabled();
  await registry.field('degem_nm').fill('6R 185 AutoPowr');
  await expect(page.getByTestId('dialog-save')).toBeEnabled();
  await page.getByTestId('dialog-save').click();
  await expect(page.getByTestId('registry-dialog')).toBeHidden();
  await expect(registry.row(chassis)).toContainText('6R 185 AutoPowr');

  const missingChassis = `E2EMISSING${serial}`;
  await page.getByTestId('registry-add-missing').click();
  await expect(page.getByTestId('add-vehicle-dialog')).toBeVisible();
  await page.getByTestId('add-vehicle-type-braidTools').click();
  await page.getByTestId('add-vehicle-field-tractorNumber').fill(`9${serial}`);
  await page.getByTestId('add-vehicle-field-vinNumber').fill(missingChassis);
  await page.getByTestId('add-vehicle-field-machine').fill('NEW HOLLAND');
  await page.getByTestId('add-vehicle-field-model').fill('T6.180');
  await page.getByTestId('add-vehicle-field-year').fill('2019');
  await page.getByTestId('add-vehicle-submit').click();
  await expect(page.getByTestId('add-vehicle-dialog')).toBeHidden();

  await registry.searchChassis(missingChassis.slice(0, 12));
  await expect(registry.row(missingChassis)).toHaveCount(1);
});

test('registry: the chassis search waits for three characters', async ({ page }) => {
  await signInThroughApi(page, 'worker');
  const registry = new RegistryPage(page, 'vehicleTools');
  await registry.open();
  await page.getByTestId('registry-search-vin').fill('AB');
  await expect(page.getByTestId('registry-search-vin-button')).toBeDisabled();
  await page.getByTestId('registry-search-vin').fill('ABC');
  await expect(page.getByTestId('registry-search-vin-button')).toBeEnabled();
});

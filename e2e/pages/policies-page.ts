import { expect, type Locator, type Page } from '@playwright/test';

/** The worker's subscriptions table (services/insurance): approval, PDF and the CSV import. */
export class PoliciesPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard/worker/services/insurance');
    await expect(this.page.getByTestId('policies-import')).toBeVisible();
  }

  async searchPolicyNumber(policyNumber: string): Promise<void> {
    const search = this.page.getByTestId('policies-search-policyNumber');
    await search.fill(policyNumber);
    await search.press('Enter');
  }

  /** A subscription's row, by its policy number (the table's first column). */
  row(policyNumber: string): Locator {
    return this.page.getByRole('row').filter({ hasText: policyNumber });
  }

  /** Approves a pending row through the approval dialog and its confirmation. */
  async approve(policyNumber: string): Promise<void> {
    await this.row(policyNumber).getByTestId('policy-approve').click();
    const dialog = this.page.getByTestId('approve-dialog');
    await expect(dialog.getByRole('heading', { level: 2 })).toContainText(policyNumber);
    await dialog.getByTestId('approval-approve').click();
    const confirm = this.page.getByTestId('confirm-dialog');
    await expect(confirm.getByTestId('approval-confirm-warning')).toBeVisible();
    await confirm.getByTestId('confirm-yes').click();
    await expect(dialog).toBeHidden();
  }

  /** Clicks the row's PDF button and answers the tab it opens. */
  async openPdf(policyNumber: string): Promise<Page> {
    const popup = this.page.waitForEvent('popup');
    await this.row(policyNumber).getByTestId('policy-pdf').click();
    return popup;
  }

  /** Uploads a CSV through the import dialog and answers its report. */
  async importCsv(file: { name: string; mimeType: string; buffer: Buffer }): Promise<Locator> {
    await this.page.getByTestId('policies-import').click();
    const dialog = this.page.getByTestId('csv-import-dialog');
    await dialog.getByTestId('csv-import-file').setInputFiles(file);
    await expect(dialog.getByTestId('csv-import-file-name')).toContainText(file.name);
    await dialog.getByTestId('csv-import-start').click();
    const report = dialog.getByTestId('csv-import-report');
    await expect(report).toBeVisible();
    return report;
  }
}

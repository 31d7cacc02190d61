import { expect, type Locator, type Page } from '@playwright/test';

/** The worker's government vehicles and tools screen of one category. */
export class RegistryPage {
  constructor(
    private readonly page: Page,
    private readonly category: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`/dashboard/worker/tools/${this.category}`);
    await expect(this.page.getByTestId('registry-add')).toBeVisible();
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  field(name: string): Locator {
    return this.page.getByTestId(`registry-field-${name}`);
  }

  async searchChassis(value: string): Promise<void> {
    await this.page.getByTestId('registry-search-vin').fill(value);
    await this.page.getByTestId('registry-search-vin-button').click();
  }

  async importFile(file: { name: string; mimeType: string; buffer: Buffer }): Promise<Locator> {
    await this.page.getByTestId('registry-import').click();
    await this.page.getByTestId('import-file-input').setInputFiles(file);
    await this.page.getByTestId('import-start').click();
    const report = this.page.getByTestId('import-report');
    await expect(report).toBeVisible({ timeout: 30_000 });
    return report;
  }
}

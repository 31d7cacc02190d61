import { expect, type Locator, type Page } from '@playwright/test';

type Step = 'vehicle' | 'customer' | 'product' | 'documents' | 'photos' | 'summary';
type PhotoSlot = 'front' | 'back' | 'right' | 'left';

/** The six-step wizard of a new subscription or service call, wherever it opens. */
export class InsuranceWizard {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByTestId('insurance-wizard');
  }

  /** A field by its request path (`machine.vinNumber`, `userInformation.email`, `createdAt`). */
  field(path: string): Locator {
    return this.dialog.getByTestId(`wizard-field-${path}`);
  }

  async expectStep(step: Step): Promise<void> {
    await expect(this.dialog.getByTestId(`wizard-step-content-${step}`)).toBeVisible();
  }

  /** Types a date into a date picker's day, month and year sections (DD/MM/YYYY). */
  async typeDate(path: string, display: string): Promise<void> {
    const sections = this.field(path).locator('..').getByRole('spinbutton');
    await sections.first().click();
    await this.page.keyboard.type(display.replaceAll('/', ''));
    await expect(this.field(path)).toHaveValue(display);
  }

  async searchChassis(chassis: string): Promise<void> {
    await this.field('machine.vinNumber').fill(chassis);
    await this.dialog.getByTestId('wizard-search-vinNumber').click();
    await expect(this.dialog.getByTestId('wizard-vehicle-searching')).toBeHidden();
  }

  /** Continue, and check the wizard moved on to the step named. */
  async continueTo(step: Step): Promise<void> {
    await this.dialog.getByTestId('wizard-continue').click();
    await this.expectStep(step);
  }

  /** Fills the customer fields that are still empty, keeping what the wizard filled itself. */
  async completeCustomer(customer: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(customer)) {
      const input = this.field(`userInformation.${name}`);
      if ((await input.inputValue()).trim() === '') await input.fill(value);
    }
  }

  async chooseProduct(productId: string): Promise<void> {
    const card = this.dialog.getByTestId(`wizard-product-${productId}`);
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
  }

  async uploadPhoto(
    slot: PhotoSlot,
    file: { name: string; mimeType: string; buffer: Buffer },
  ): Promise<void> {
    const card = this.dialog.getByTestId(`wizard-slot-${slot}`);
    await card.getByTestId(`wizard-slot-input-${slot}`).setInputFiles(file);
    // The slot shows the stored file once the upload is done.
    await expect(card.getByTestId(`wizard-slot-view-${slot}`)).toBeVisible();
    // The preview loads through the signed link the upload answered (a broken image stays 0 wide).
    await expect(card.getByRole('img')).not.toHaveJSProperty('naturalWidth', 0);
  }

  /** Sends the wizard and answers what the server created (the dialog then closes). */
  async submit(
    endpoint: 'createGeneralPolicy' | 'createServiceCall',
  ): Promise<{ _id: string } & Record<string, unknown>> {
    const created = this.page.waitForResponse(
      (response) => response.url().endsWith(`/${endpoint}`) && response.request().method() === 'POST',
    );
    await this.dialog.getByTestId('wizard-submit').click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    await expect(this.dialog).toBeHidden();
    return response.json();
  }
}

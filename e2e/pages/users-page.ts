import { expect, type Locator, type Page } from '@playwright/test';

/** The worker's users list of one role, with its create/edit/view dialog. */
export class UsersPage {
  constructor(
    private readonly page: Page,
    private readonly role: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`/dashboard/worker/users/${this.role}`);
    await expect(this.page.getByTestId('users-add')).toBeVisible();
  }

  field(path: string): Locator {
    return this.page.getByTestId(`user-field-${path.replaceAll('.', '-')}`);
  }

  tab(name: string): Locator {
    return this.page.getByTestId(`user-tab-${name}`);
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  async search(field: string, value: string): Promise<void> {
    const input = this.page.getByTestId(`users-search-${field}`);
    await input.fill(value);
    await input.press('Enter');
  }

  save(): Locator {
    return this.page.getByTestId('dialog-save');
  }
}

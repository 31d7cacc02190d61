import { expect, type Locator, type Page } from '@playwright/test';

/** The manager's special users screen (settings/specialUsersSettings); workers have no access. */
export class SpecialUsersPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard/worker/settings/specialUsersSettings');
    await expect(this.page.getByTestId('special-users-add')).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  async search(name: string): Promise<void> {
    const search = this.page.getByTestId('special-users-search');
    await search.fill(name);
    await search.press('Enter');
  }

  /** Fills the create dialog and saves; `roles` are the role values whose boxes are ticked. */
  async add(person: { name: string; phone: string; code: string; roles?: string[] }): Promise<void> {
    await this.page.getByTestId('special-users-add').click();
    await this.page.getByTestId('special-user-name').fill(person.name);
    await this.page.getByTestId('special-user-phone').fill(person.phone);
    await this.page.getByTestId('special-user-code').fill(person.code);
    for (const role of person.roles ?? []) await this.page.getByTestId(`special-user-role-${role}`).check();
    await this.page.getByTestId('dialog-save').click();
  }

  /** The code shown once after a create, then the dialog closed. */
  async readCreatedCodeAndClose(): Promise<string> {
    await expect(this.page.getByTestId('special-user-created')).toBeVisible();
    const code = await this.page.getByTestId('special-user-created-code').inputValue();
    await this.page.getByTestId('special-user-created-done').click();
    return code;
  }

  async changeCode(name: string, code: string): Promise<void> {
    await this.row(name).getByTestId('row-edit').click();
    await expect(this.page.getByTestId('special-user-name')).toBeDisabled();
    await expect(this.page.getByTestId('special-user-code')).toHaveValue('');
    await expect(this.page.getByTestId('dialog-save')).toBeDisabled();
    await this.page.getByTestId('special-user-code').fill(code);
    await this.page.getByTestId('dialog-save').click();
  }

  async delete(name: string): Promise<void> {
    await this.row(name).getByTestId('row-delete').click();
    await this.page.getByTestId('confirm-yes').click();
  }
}

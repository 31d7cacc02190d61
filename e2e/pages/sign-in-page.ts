import { expect, type Page } from '@playwright/test';

/** The sign-in dialog over the public layout. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/');
    await this.page.getByTestId('signin-open').click();
    await expect(this.page.getByTestId('signin-phone')).toBeVisible();
  }

  async chooseRole(role: string): Promise<void> {
    const field = this.page.getByTestId('signin-role');
    const tag = await field.evaluate((element) => element.tagName.toLowerCase());
    if (tag === 'select') {
      await field.selectOption(role);
      return;
    }
    await field.click();
    await this.page.locator(`[role="option"][data-value="${role}"]`).click();
  }

  async signIn(phone: string, role: string, code: string): Promise<void> {
    await this.page.getByTestId('signin-phone').fill(phone);
    await this.chooseRole(role);
    await this.page.getByTestId('signin-send').click();
    await this.page.getByTestId('signin-code').fill(code);
    await this.page.getByTestId('signin-verify').click();
  }
}

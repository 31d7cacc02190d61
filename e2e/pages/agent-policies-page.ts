import { expect, type Locator, type Page } from '@playwright/test';

type Tab = 'active' | 'pending' | 'closed';

/** The agent's subscriptions (services/agentPolicies): three tabs over its own and its group's. */
export class AgentPoliciesPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard/agent/services/agentPolicies');
    await expect(this.page.getByTestId('agent-policies-tab-active')).toBeVisible();
  }

  async showTab(tab: Tab): Promise<void> {
    const button = this.page.getByTestId(`agent-policies-tab-${tab}`);
    await button.click();
    await expect(button).toHaveAttribute('aria-selected', 'true');
  }

  async searchPolicyNumber(policyNumber: string): Promise<void> {
    const search = this.page.getByTestId('agent-policies-search-number');
    await search.fill(policyNumber);
    await search.press('Enter');
  }

  row(policyId: string): Locator {
    return this.page.getByTestId(`row-${policyId}`);
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

type Tab = 'active' | 'pending';

/** The agent's service calls (services/agentServiceCalls): active and pending tabs. */
export class AgentServiceCallsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard/agent/services/agentServiceCalls');
    await expect(this.page.getByTestId('agent-service-calls-tab-active')).toBeVisible();
  }

  async showTab(tab: Tab): Promise<void> {
    const button = this.page.getByTestId(`agent-service-calls-tab-${tab}`);
    await button.click();
    await expect(button).toHaveAttribute('aria-selected', 'true');
  }

  /** The general search: name, ID, chassis or vehicle number. */
  async search(text: string): Promise<void> {
    const search = this.page.getByTestId('agent-service-calls-search');
    await search.fill(text);
    await search.press('Enter');
  }

  row(serviceCallId: string): Locator {
    return this.page.getByTestId(`row-${serviceCallId}`);
  }

  /** Opens a call's details dialog from its row. */
  async openDetails(serviceCallId: string): Promise<Locator> {
    await this.row(serviceCallId).getByTestId('row-view').click();
    const details = this.page.getByTestId('service-call-details');
    await expect(details).toBeVisible();
    return details;
  }
}

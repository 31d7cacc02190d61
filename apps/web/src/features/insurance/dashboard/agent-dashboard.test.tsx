import { cleanup, screen, within } from '@testing-library/react';
import {
  type AgentDashboard as AgentDashboardFigures,
  addDays,
  formatDisplayDate,
  todayIso,
} from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { json, serveFetch } from '../../service-calls/test/fetch-stub';
import { AgentDashboard } from './agent-dashboard';

const today = todayIso();
const figures: AgentDashboardFigures = {
  policies: { pending: 3, active: 12, cancelled: 1, ended: 2, endingSoon: 4 },
  serviceCalls: { pending: 5, active: 6, thisMonth: 7 },
  policiesByMonth: [
    { month: '2025-01', count: 2 },
    { month: '2025-02', count: 0 },
    { month: '2025-03', count: 6 },
  ],
  endingSoon: [
    { _id: 'p-expired', policyNumber: 'PI-00000001', name: 'Dana Levi', expiredAt: addDays(today, -2) },
    { _id: 'p-soon', policyNumber: 'PI-00000002', name: 'Yossi Cohen', expiredAt: addDays(today, 10) },
    { _id: 'p-later', policyNumber: 'PI-00000003', name: 'Moshe Peretz', expiredAt: addDays(today, 45) },
  ],
};
const empty: AgentDashboardFigures = {
  policies: { pending: 0, active: 0, cancelled: 0, ended: 0, endingSoon: 0 },
  serviceCalls: { pending: 0, active: 0, thisMonth: 0 },
  policiesByMonth: [{ month: '2025-03', count: 0 }],
  endingSoon: [],
};

const figure = (id: string) => screen.getByTestId(`dashboard-figure-${id}`).textContent;

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('insurance-dashboard agent', () => {
  it('shows the figures from the answer, ended and cancelled together', async () => {
    const requests = serveFetch(() => json(figures));
    renderSignedIn(<AgentDashboard />, { role: 'agent' });
    await screen.findByTestId('dashboard-figure-pendingPolicies');
    expect(requests[0]?.url.pathname).toBe('/api/insurance/subscriptions/agentDashboard');
    expect(figure('pendingPolicies')).toBe('3');
    expect(figure('activePolicies')).toBe('12');
    expect(figure('closedPolicies')).toBe('3');
    expect(figure('endingSoon')).toBe('4');
    expect(figure('pendingCalls')).toBe('5');
    expect(figure('callsThisMonth')).toBe('7');
    expect(screen.queryByTestId('dashboard-empty')).toBeNull();
  });

  it('draws a bar per month, named with its count', async () => {
    serveFetch(() => json(figures));
    renderSignedIn(<AgentDashboard />, { role: 'agent' });
    const chart = await screen.findByTestId('policies-by-month');
    const bars = within(chart).getAllByRole('listitem');
    expect(bars).toHaveLength(3);
    expect(bars[2]?.getAttribute('aria-label')).toMatch(/מנויים חדשים: 6$/);
  });

  it('lists the subscriptions ending soon with the expiry colour of each', async () => {
    serveFetch(() => json(figures));
    renderSignedIn(<AgentDashboard />, { role: 'agent' });
    await screen.findByTestId('ending-soon-p-expired');
    const indicatorOf = (id: string) =>
      within(screen.getByTestId(`ending-soon-${id}`)).getByTestId('expiry-indicator');
    expect(indicatorOf('p-expired').dataset.level).toBe('expired');
    expect(indicatorOf('p-expired').textContent).toBe(i18next.t('insurance.expiry.expired', { count: 2 }));
    expect(indicatorOf('p-soon').dataset.level).toBe('soon');
    expect(indicatorOf('p-soon').textContent).toBe(i18next.t('insurance.expiry.daysLeft', { count: 10 }));
    expect(screen.getByTestId('ending-soon-p-soon').textContent).toContain(
      formatDisplayDate(addDays(today, 10)),
    );
    expect(indicatorOf('p-later').dataset.level).toBe('ok');
  });

  it('leads to the new-subscription and new-call pages', async () => {
    serveFetch(() => json(figures));
    renderSignedIn(<AgentDashboard />, { role: 'agent' });
    expect(screen.getByTestId('dashboard-new-subscription').getAttribute('href')).toBe(
      '/dashboard/agent/services/insurance',
    );
    expect(screen.getByTestId('dashboard-new-service-call').getAttribute('href')).toBe(
      '/dashboard/agent/services/serviceCall',
    );
  });

  it('invites to a first subscription when there is nothing yet', async () => {
    serveFetch(() => json(empty));
    renderSignedIn(<AgentDashboard />, { role: 'agent' });
    expect(await screen.findByTestId('dashboard-empty')).toBeTruthy();
    expect(screen.getByTestId('policies-by-month-empty')).toBeTruthy();
    expect(screen.getByTestId('ending-soon-empty')).toBeTruthy();
  });

  it('says when the figures cannot be loaded and loads them again on retry', async () => {
    let fail = true;
    serveFetch(() => (fail ? json({ error: { code: 'INTERNAL', message: 'boom' } }, 500) : json(figures)));
    const user = setupUser();
    renderSignedIn(<AgentDashboard />, { role: 'agent' });
    expect(await screen.findByTestId('dashboard-error')).toBeTruthy();
    fail = false;
    await user.click(screen.getByTestId('dashboard-retry'));
    expect(await screen.findByTestId('dashboard-figure-activePolicies')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-error')).toBeNull();
  });
});

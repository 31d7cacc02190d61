import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { json, serve } from '../test/serve';
import { NewLeadsBadge } from './new-leads-badge';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the new-leads badge', () => {
  it('shows how many leads are new', async () => {
    serve((_method, path) => (path === '/api/leads/newCount' ? json({ count: 3 }) : undefined));
    renderSignedIn(<NewLeadsBadge userRole="worker" />, { role: 'worker' });
    const badge = await screen.findByTestId('new-leads-badge');
    expect(badge.textContent).toContain('3');
    expect(badge.getAttribute('aria-label')).toBe('3 פניות חדשות');
  });

  it('shows nothing when no lead is new', async () => {
    const requests = serve((_method, path) =>
      path === '/api/leads/newCount' ? json({ count: 0 }) : undefined,
    );
    renderSignedIn(<NewLeadsBadge userRole="worker" />, { role: 'worker' });
    await waitFor(() => expect(requests.map((request) => request.path)).toContain('/api/leads/newCount'));
    expect(screen.queryByTestId('new-leads-badge')).toBeNull();
  });

  it('does not ask for roles that do not follow leads', () => {
    const requests = serve(() => json({ count: 5 }));
    renderSignedIn(<NewLeadsBadge userRole="agent" />, { role: 'agent' });
    expect(requests).toEqual([]);
    expect(screen.queryByTestId('new-leads-badge')).toBeNull();
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderWithProviders } from '../../../../ui/test-providers';
import { setupUser } from '../../../../ui/test-user';
import { findToast } from '../../../registry/test/toast';
import { samplePolicy } from '../../test/sample-insurance';
import { json, requestsTo, serve } from '../../test/serve';
import { CancelPolicyDialog } from './cancel-policy-dialog';

const policy = samplePolicy({ status: 'pending' });
const cancelPath = '/insurance/subscriptions/cancelGeneralPolicy';
const reason = () => screen.getByTestId('cancel-policy-reason') as HTMLTextAreaElement;

function renderDialog() {
  const onClose = vi.fn();
  const onCancelled = vi.fn();
  const rendered = renderWithProviders(
    <CancelPolicyDialog open policy={policy} onClose={onClose} onCancelled={onCancelled} />,
  );
  return { ...rendered, onClose, onCancelled, user: setupUser() };
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('insurance cancel dialog', () => {
  it('names the subscription and sends nothing without a reason', async () => {
    const requests = serve(() => undefined);
    const { user } = renderDialog();
    expect(screen.getByTestId('cancel-policy-dialog').textContent).toContain(policy.policyNumber);
    fireEvent.change(reason(), { target: { value: '   ' } });
    await user.click(screen.getByTestId('cancel-policy-submit'));
    expect(await screen.findByText(i18next.t('validation.reasonRequired'))).toBeTruthy();
    expect(requestsTo(requests, cancelPath)).toHaveLength(0);
  });

  it('cancels with the reason trimmed, refreshes the lists, says so and tells the caller', async () => {
    const requests = serve((request) =>
      request.url.pathname === `/api${cancelPath}` ? json({ ...policy, status: 'cancelled' }) : undefined,
    );
    const { user, client, onClose, onCancelled } = renderDialog();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.change(reason(), { target: { value: ' הכלי נמכר ' } });
    await user.click(screen.getByTestId('cancel-policy-submit'));
    await findToast(i18next.t('insurance.cancelDialog.cancelled', { number: policy.policyNumber }));
    expect(requestsTo(requests, cancelPath)[0]?.body).toEqual({ _id: policy._id, closeReason: 'הכלי נמכר' });
    // Every list of subscriptions refreshes: the worker table, the agent's tabs, the dashboard.
    for (const path of [
      '/api/insurance/subscriptions/fetchGeneralPolicy',
      '/api/generalPolicies/getAgentActivePoliciesByAgentType',
      '/api/generalPolicies/getAgentCanceledPoliciesByAgentType',
      '/api/insurance/subscriptions/agentDashboard',
    ])
      expect(invalidate).toHaveBeenCalledWith({ queryKey: [path] });
    expect(onClose).toHaveBeenCalled();
    expect(onCancelled).toHaveBeenCalledWith(policy);
  });

  it('stays open with the reason typed when the call fails', async () => {
    serve((request) =>
      request.url.pathname === `/api${cancelPath}`
        ? json({ error: { code: 'INTERNAL', message: 'boom' } }, 500)
        : undefined,
    );
    const { user, onClose, onCancelled } = renderDialog();
    fireEvent.change(reason(), { target: { value: 'הכלי נמכר' } });
    await user.click(screen.getByTestId('cancel-policy-submit'));
    await findToast(i18next.t('insurance.cancelDialog.cancelError'));
    await waitFor(() =>
      expect((screen.getByTestId('cancel-policy-submit') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(reason().value).toBe('הכלי נמכר');
    expect(onClose).not.toHaveBeenCalled();
    expect(onCancelled).not.toHaveBeenCalled();
  });
});

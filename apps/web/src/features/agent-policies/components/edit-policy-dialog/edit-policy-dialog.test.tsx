import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderWithProviders } from '../../../../ui/test-providers';
import { setupUser } from '../../../../ui/test-user';
import { samplePolicy } from '../../../insurance/test/sample-insurance';
import { json, requestsTo, type SentRequest, serve } from '../../../insurance/test/serve';
import { findToast } from '../../../registry/test/toast';
import { EditPolicyDialog } from './edit-policy-dialog';

// The insured is edited while the subscription awaits approval; afterwards only staff change it.
const policy = samplePolicy({ status: 'pending' });
const updatePath = '/insurance/subscriptions/updateGeneralPolicy';
let requests: SentRequest[] = [];

const save = () => screen.getByTestId('edit-policy-save') as HTMLButtonElement;
const field = (name: string) => screen.getByTestId(`edit-insured-${name}`) as HTMLInputElement;

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('agent-policies: edit dialog', () => {
  it('shows the subscription, product and machine read-only, and the insured editable', () => {
    requests = serve(() => undefined);
    renderWithProviders(<EditPolicyDialog open policy={policy} userRole="agent" onClose={() => {}} />);
    for (const [id, value] of [
      ['policyNumber', 'PI-0B9C8D7E'],
      ['createdAt', '01/01/2025'],
      ['status', 'ממתין לאישור'],
      ['price', '₪1,250'],
      ['type', 'שמשות'],
      ['deductible', '₪300'],
      ['vinNumber', policy.machine.vinNumber],
    ] as const) {
      const input = screen.getByTestId(`policy-readonly-${id}`) as HTMLInputElement;
      expect(input.value, id).toBe(value);
      expect(input.readOnly, id).toBe(true);
    }
    expect(field('phoneNumber').value).toBe('0501234567');
    expect(field('name').readOnly).toBe(false);
  });

  it('keeps save disabled until something changed, and again once the change is undone', async () => {
    requests = serve(() => undefined);
    const user = setupUser();
    renderWithProviders(<EditPolicyDialog open policy={policy} userRole="agent" onClose={() => {}} />);
    expect(save().disabled).toBe(true);
    await user.type(field('city'), ' ');
    // A trailing space is trimmed away: nothing would change.
    expect(save().disabled).toBe(true);
    fireEvent.change(field('phoneNumber'), { target: { value: '050-123-4567' } });
    expect(save().disabled).toBe(true);
    await user.type(field('city'), 'ב');
    expect(save().disabled).toBe(false);
    fireEvent.change(field('city'), { target: { value: policy.userInformation.city } });
    expect(save().disabled).toBe(true);
  });

  it('sends only the insured’s details, with the phone in international form', async () => {
    requests = serve((request) =>
      request.url.pathname === `/api${updatePath}`
        ? json({ generalPolicy: policy, pdf: 'unchanged' })
        : undefined,
    );
    const onClose = vi.fn();
    const user = setupUser();
    renderWithProviders(<EditPolicyDialog open policy={policy} userRole="agent" onClose={onClose} />);
    fireEvent.change(field('email'), { target: { value: 'dana.levi@example.com' } });
    fireEvent.change(field('phoneNumber'), { target: { value: '052-7654321' } });
    await user.click(save());
    await findToast('המנוי עודכן בהצלחה');
    expect(onClose).toHaveBeenCalled();
    expect(requestsTo(requests, updatePath)[0]?.body).toEqual({
      generalPolicy: {
        _id: policy._id,
        userInformation: {
          ...policy.userInformation,
          phoneNumber: '+972527654321',
          email: 'dana.levi@example.com',
        },
      },
    });
  });

  it('shows the schema’s messages and sends nothing while a field is wrong', async () => {
    requests = serve(() => undefined);
    const user = setupUser();
    renderWithProviders(<EditPolicyDialog open policy={policy} userRole="agent" onClose={() => {}} />);
    fireEvent.change(field('userId'), { target: { value: '12' } });
    await user.click(save());
    await waitFor(() => expect(field('userId').getAttribute('aria-invalid')).toBe('true'));
    expect(requestsTo(requests, updatePath)).toHaveLength(0);
  });

  it('keeps what was typed when the server refuses, with its message on the field', async () => {
    requests = serve((request) =>
      request.url.pathname === `/api${updatePath}`
        ? json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'invalid',
                fields: { 'generalPolicy.userInformation.email': 'validation.invalidEmail' },
              },
            },
            400,
          )
        : undefined,
    );
    const onClose = vi.fn();
    const user = setupUser();
    renderWithProviders(<EditPolicyDialog open policy={policy} userRole="agent" onClose={onClose} />);
    fireEvent.change(field('address'), { target: { value: 'Herzl 1, flat 4' } });
    await user.click(save());
    await findToast('שגיאה בעדכון פרטי המבוטח');
    expect(field('address').value).toBe('Herzl 1, flat 4');
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    'agent',
    'company',
  ] as const)('shows an approved subscription’s insured disabled to a %s, with why, and nothing to save', (role) => {
    requests = serve(() => undefined);
    for (const status of ['active', 'ended'] as const) {
      renderWithProviders(
        <EditPolicyDialog open policy={samplePolicy({ status })} userRole={role} onClose={() => {}} />,
      );
      expect(screen.getByTestId('edit-insured-locked').textContent).toBe(
        'המנוי אושר: רק המשרד יכול לשנות את פרטי המבוטח ואת הכלי.',
      );
      for (const name of ['userId', 'name', 'phoneNumber', 'email', 'city']) {
        expect(field(name).disabled, name).toBe(true);
      }
      expect(save().disabled).toBe(true);
      cleanup();
    }
  });

  it('leaves an approved subscription’s insured editable to staff, and a pending one to the agent', () => {
    requests = serve(() => undefined);
    renderWithProviders(
      <EditPolicyDialog
        open
        policy={samplePolicy({ status: 'active' })}
        userRole="worker"
        onClose={() => {}}
      />,
    );
    expect(field('name').disabled).toBe(false);
    expect(screen.queryByTestId('edit-insured-locked')).toBeNull();
    cleanup();
    renderWithProviders(<EditPolicyDialog open policy={policy} userRole="agent" onClose={() => {}} />);
    expect(field('name').disabled).toBe(false);
    expect(screen.queryByTestId('edit-insured-locked')).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Role, WizardMode } from '@tg/domain';
import { expect, vi } from 'vitest';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { InsuranceWizard, type InsuranceWizardProps } from '../insurance-wizard';

/** Drives the wizard the way a person does, for its tests. */

export type User = UserEvent;

export function renderWizard(
  props: Partial<InsuranceWizardProps> & { mode: WizardMode },
  role: Role = 'agent',
) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const rendered = renderSignedIn(
    <InsuranceWizard open onClose={onClose} onCreated={onCreated} {...props} />,
    {
      role,
    },
  );
  return { ...rendered, onClose, onCreated };
}

export const field = (path: string) => screen.getByTestId(`wizard-field-${path}`) as HTMLInputElement;

/** The helper text under a field (its error, when there is one). */
export function helperOf(path: string): string {
  const control = field(path).closest('.MuiFormControl-root, .MuiPickersTextField-root');
  return control?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';
}

export const isOnStep = (name: string) => screen.queryByTestId(`wizard-step-content-${name}`) !== null;

export async function expectStep(name: string, timeout = 1000) {
  await waitFor(() => expect(screen.getByTestId(`wizard-step-content-${name}`)).toBeTruthy(), { timeout });
}

/** Types a whole value at once (one change, as a paste does): the wizard re-renders once, not per key. */
export function fill(path: string, value: string) {
  fireEvent.change(field(path), { target: { value } });
}

/** Sets a date picker the way typing a whole date does (DD/MM/YYYY). */
export function setDate(path: string, display: string) {
  fireEvent.change(field(path), { target: { value: display } });
}

export function fillVehicle() {
  fill('machine.vinNumber', 'JD6155R0001');
  fill('machine.machine', 'JOHN DEERE');
  fill('machine.model', '6155R');
  fill('machine.year', '2019');
}

/**
 * The quickest way to the product step: the vehicle handed in is found in the registry and its
 * customer is known, so both steps are filled; Continue twice.
 */
export async function reachProductStep(user: User) {
  await screen.findByTestId('wizard-customer-found');
  await user.click(screen.getByTestId('wizard-continue'));
  await expectStep('customer');
  await user.click(screen.getByTestId('wizard-continue'));
  await expectStep('product');
}

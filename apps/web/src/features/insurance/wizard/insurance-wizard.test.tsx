import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { InsuranceWizard } from './insurance-wizard';
import { expectStep, field, fill, fillVehicle, helperOf, isOnStep, renderWizard } from './test/wizard-driver';
import { serve } from './test/wizard-serve';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A page that opens and closes the wizard, to see what a second opening starts from. */
function Reopenable() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <InsuranceWizard open={open} mode="serviceCall" onClose={() => setOpen(false)} />
    </>
  );
}

// The wizard is a large form; a busy machine renders it slowly, hence the roomier time limit.
describe('insurance wizard: the dialog', () => {
  it('shows six steps, documents and photos marked optional, and starts at the vehicle', () => {
    serve();
    renderWizard({ mode: 'subscription' });
    expect(screen.getByTestId('insurance-wizard').querySelector('h2')?.textContent).toContain('מנוי חדש');
    const steps = ['vehicle', 'customer', 'product', 'documents', 'photos', 'summary'].map((step) =>
      screen.getByTestId(`wizard-step-${step}`),
    );
    expect(steps.map((step) => step.querySelector('.MuiStepLabel-label')?.textContent)).toEqual([
      'פרטי הרכב',
      'פרטי הלקוח',
      'סוג המנוי',
      'מסמכים',
      'תמונות',
      'סיכום ושליחה',
    ]);
    const optional = steps.map((step) => step.textContent?.includes('לא חובה'));
    expect(optional).toEqual([false, false, false, true, true, false]);
    expect(screen.getByTestId('wizard-progress-text').textContent).toBe('שלב 1 מתוך 6');
    expect(isOnStep('vehicle')).toBe(true);
    expect((screen.getByTestId('wizard-back') as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses Continue on an empty vehicle step, with the messages at the fields and the focus on the first', async () => {
    const requests = serve();
    const user = setupUser();
    renderWizard({ mode: 'serviceCall' });
    await user.click(screen.getByTestId('wizard-continue'));
    expect(isOnStep('vehicle')).toBe(true);
    expect(helperOf('machine.vinNumber')).toBe('יש למלא מספר שלדה או מספר רישוי');
    for (const path of ['machine.machine', 'machine.model', 'machine.year']) {
      expect(helperOf(path), path).toBe('יש למלא את פרטי הרכב המלאים');
      expect(field(path).getAttribute('aria-invalid'), path).toBe('true');
    }
    await waitFor(() => expect(document.activeElement).toBe(field('machine.vinNumber')));
    expect(requests.filter((request) => request.method !== 'POST')).toEqual([]);
  });

  it('asks for a four-digit year and clears a message once the field is fixed', async () => {
    serve();
    const user = setupUser();
    renderWizard({ mode: 'serviceCall' });
    fillVehicle();
    fill('machine.year', '19');
    await user.click(screen.getByTestId('wizard-continue'));
    expect(helperOf('machine.year')).toBe('חייב להכיל בדיוק 4 ספרות');
    fill('machine.year', '1999');
    expect(helperOf('machine.year')).not.toContain('4 ספרות');
    await user.click(screen.getByTestId('wizard-continue'));
    await expectStep('customer');
  });

  it('goes forward through the step list only past valid steps, and back to any earlier step', async () => {
    serve();
    const user = setupUser();
    renderWizard({ mode: 'serviceCall' });
    expect((screen.getByTestId('wizard-step-customer') as HTMLButtonElement).disabled).toBe(true);
    fillVehicle();
    expect((screen.getByTestId('wizard-step-customer') as HTMLButtonElement).disabled).toBe(false);
    // The customer step is still empty, so the product step cannot be reached yet.
    expect((screen.getByTestId('wizard-step-product') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('wizard-step-customer'));
    await expectStep('customer');
    expect(screen.getByTestId('wizard-progress-text').textContent).toBe('שלב 2 מתוך 6');
    await user.click(screen.getByTestId('wizard-step-vehicle'));
    await expectStep('vehicle');
    expect(field('machine.machine').value).toBe('JOHN DEERE');
  });

  it('shows the customer step’s messages in the spec’s words', async () => {
    serve();
    const user = setupUser();
    renderWizard({ mode: 'serviceCall' });
    fillVehicle();
    await user.click(screen.getByTestId('wizard-continue'));
    await expectStep('customer');
    expect(field('userInformation.country').value).toBe('ישראל');
    fill('userInformation.userId', '12');
    fill('userInformation.phoneNumber', 'abc');
    fill('userInformation.email', 'dana@');
    await user.click(screen.getByTestId('wizard-continue'));
    expect(isOnStep('customer')).toBe(true);
    expect(helperOf('userInformation.name')).toBe('שדה חובה');
    expect(helperOf('userInformation.userId')).toBe('מספר זהות/ח.פ. חייב להכיל 5-9 ספרות');
    expect(helperOf('userInformation.phoneNumber')).toBe('מספר טלפון לא תקין');
    expect(helperOf('userInformation.email')).toBe('כתובת אימייל לא תקינה');
    await user.click(screen.getByTestId('wizard-customer-type-business'));
    expect(screen.getByLabelText(/שם החברה/)).toBe(field('userInformation.name'));
    expect(screen.getByLabelText(/ח\.פ\./)).toBe(field('userInformation.userId'));
  });

  it('is not closed by Esc; the close button closes at once when nothing was typed', async () => {
    serve();
    const user = setupUser();
    const { onClose } = renderWizard({ mode: 'subscription' });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('insurance-wizard')).toBeTruthy();
    await user.click(screen.getByTestId('wizard-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before closing when something was typed, and keeps it all on "back to the form"', async () => {
    serve();
    const user = setupUser();
    const { onClose } = renderWizard({ mode: 'subscription' });
    fill('machine.model', '6155R');
    await user.click(screen.getByTestId('wizard-close'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('לסגור את הטופס?');
    await user.click(within(confirm).getByTestId('confirm-no'));
    expect(onClose).not.toHaveBeenCalled();
    expect(field('machine.model').value).toBe('6155R');
    await user.click(screen.getByTestId('wizard-close'));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-yes'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts again from the first step with empty values when reopened', async () => {
    serve();
    const user = setupUser();
    renderSignedIn(<Reopenable />, { role: 'agent' });
    fillVehicle();
    await user.click(screen.getByTestId('wizard-continue'));
    await expectStep('customer');
    fill('userInformation.name', 'Dana');
    await user.click(screen.getByTestId('wizard-close'));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-yes'));
    await waitFor(() => expect(screen.queryByTestId('insurance-wizard')).toBeNull());
    await user.click(screen.getByText('open'));
    await expectStep('vehicle');
    expect(field('machine.vinNumber').value).toBe('');
    expect(field('machine.machine').value).toBe('');
    expect(screen.getByTestId('wizard-progress-text').textContent).toBe('שלב 1 מתוך 6');
  });
});

import { expect, test } from '@playwright/test';
import {
  createRegistryVehicles,
  displayDate,
  firstPolicyProduct,
  newVehicle,
  shiftDate,
  todayInIsrael,
  uniqueSerial,
} from '../fixtures/insurance';
import { signInThroughApi } from '../fixtures/session';
import { AgentPoliciesPage } from '../pages/agent-policies-page';
import { InsuranceWizard } from '../pages/insurance-wizard';

test('insurance: an agent creates a subscription through the wizard for a tractor found by chassis and sees it pending', async ({
  page,
  baseURL,
}) => {
  const serial = uniqueSerial();
  const vehicle = newVehicle(serial);
  await createRegistryVehicles(baseURL ?? '', [vehicle]);
  const product = await firstPolicyProduct(baseURL ?? '');
  const insuredName = `מבוטח הבדיקה ${serial}`;

  await signInThroughApi(page, 'agent');
  await page.goto('/dashboard/agent/services/insurance');
  const wizard = new InsuranceWizard(page);
  await wizard.expectStep('vehicle');

  await wizard.searchChassis(vehicle.chassis);
  await expect(wizard.field('machine.tractorNumber')).toHaveValue(vehicle.plate);
  await expect(wizard.field('machine.machine')).toHaveValue(vehicle.manufacturer);
  await expect(wizard.field('machine.model')).toHaveValue(vehicle.model);
  await expect(wizard.field('machine.year')).toHaveValue(vehicle.year);
  // The period starts today and runs one year.
  const today = todayInIsrael();
  await expect(wizard.field('createdAt')).toHaveValue(displayDate(today));
  await expect(wizard.field('expiredAt')).toHaveValue(displayDate(shiftDate(today, { years: 1 })));
  // A later start moves the end with it.
  const start = shiftDate(today, { days: 3 });
  await wizard.typeDate('createdAt', displayDate(start));
  await expect(wizard.field('expiredAt')).toHaveValue(displayDate(shiftDate(start, { years: 1 })));

  // Nobody owns the new tractor yet, so the customer is typed.
  await wizard.continueTo('customer');
  await wizard.completeCustomer({
    name: insuredName,
    userId: `3${serial.slice(0, 8)}`,
    phoneNumber: '0527654321',
    email: `e2e${serial}@example.co.il`,
  });
  await wizard.continueTo('product');
  await wizard.chooseProduct(product._id);
  await wizard.continueTo('documents');
  await wizard.continueTo('photos');
  await wizard.continueTo('summary');
  await expect(wizard.dialog.getByTestId('wizard-summary-product')).toContainText(product.policyName);
  await expect(wizard.dialog.getByTestId('wizard-summary-vehicle')).toContainText(vehicle.chassis);
  await expect(wizard.dialog.getByTestId('wizard-summary-customer')).toContainText(insuredName);

  const created = await wizard.submit('createGeneralPolicy');
  expect(created.status).toBe('pending');
  const policyNumber = String(created.policyNumber);
  await expect(page.getByTestId('wizard-page-created')).toContainText(policyNumber);

  const policies = new AgentPoliciesPage(page);
  await policies.open();
  await policies.showTab('pending');
  await policies.searchPolicyNumber(policyNumber);
  const row = policies.row(created._id);
  await expect(row).toContainText(insuredName);
  await expect(row).toContainText(displayDate(start));
  await expect(row.getByTestId('policy-status')).toHaveAttribute('data-status', 'pending');
});

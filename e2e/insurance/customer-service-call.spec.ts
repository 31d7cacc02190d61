import { expect, test } from '@playwright/test';
import { createRegistryVehicles, newVehicle, tinyPng, uniqueSerial } from '../fixtures/insurance';
import { signInThroughApi } from '../fixtures/session';
import { AgentServiceCallsPage } from '../pages/agent-service-calls-page';
import { InsuranceWizard } from '../pages/insurance-wizard';

test('insurance: a customer opens a service call with a photo and its agent sees it pending', async ({
  page,
  browser,
  baseURL,
}) => {
  const serial = uniqueSerial();
  const vehicle = newVehicle(serial);
  await createRegistryVehicles(baseURL ?? '', [vehicle]);

  await signInThroughApi(page, 'customer');
  await page.goto('/dashboard/customer/main');
  await page.getByTestId('customer-open-service-call').click();
  const wizard = new InsuranceWizard(page);
  await wizard.expectStep('vehicle');
  await wizard.searchChassis(vehicle.chassis);
  await expect(wizard.field('machine.machine')).toHaveValue(vehicle.manufacturer);
  await expect(wizard.field('machine.tractorNumber')).toHaveValue(vehicle.plate);

  // The signed-in customer's own record fills the customer step; the demo record has no e-mail.
  await wizard.continueTo('customer');
  await expect(wizard.dialog.getByTestId('wizard-own-details')).toBeVisible();
  await expect(wizard.field('userInformation.name')).toHaveValue('לקוח לדוגמה');
  await wizard.completeCustomer({ email: `customer${serial}@example.co.il` });
  await wizard.continueTo('product');
  // A new machine has no subscription of the customer's, so the call is paid service (ADR 0033).
  await wizard.dialog.getByTestId('wizard-paid-service').click();
  await expect(wizard.dialog.getByTestId('wizard-selected-paid-service')).toBeVisible();
  await wizard.continueTo('documents');
  await wizard.continueTo('photos');
  await wizard.uploadPhoto('front', { name: 'front.png', mimeType: 'image/png', buffer: tinyPng() });
  await wizard.continueTo('summary');
  const created = await wizard.submit('createServiceCall');
  expect(created).toMatchObject({ status: 'pending', serviceKind: 'paid' });

  // The demo customer belongs to the demo agent's group: the agent sees the call waiting.
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signInThroughApi(agentPage, 'agent');
  const calls = new AgentServiceCallsPage(agentPage);
  await calls.open();
  await calls.showTab('pending');
  await calls.search(vehicle.chassis);
  const row = calls.row(created._id);
  await expect(row).toContainText('לקוח לדוגמה');
  await expect(row).toContainText(vehicle.manufacturer);
  await expect(row.getByTestId('service-call-status-pending')).toBeVisible();
  const details = await calls.openDetails(created._id);
  await expect(details.getByTestId('service-call-photo')).toHaveCount(1);
  await agentContext.close();
});

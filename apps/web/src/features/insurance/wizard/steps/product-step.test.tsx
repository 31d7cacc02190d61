import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../../app/i18n';
import { setupUser } from '../../../../ui/test-user';
import { sampleCatalogue, sampleCustomer, sampleRegistryMachine } from '../../test/sample-insurance';
import { expectStep, fill, helperOf, isOnStep, reachProductStep, renderWizard } from '../test/wizard-driver';
import { json, serve } from '../test/wizard-serve';

const products = sampleCatalogue();

const knownVehicle = {
  'GET /api/gov/getItemByFields': () => json({ items: [sampleRegistryMachine()] }),
  'GET /api/users/getItemByFields': () => json({ items: [sampleCustomer()] }),
};
const cardNames = () =>
  [...document.querySelectorAll('[data-testid^="wizard-product-"] h5')].map((heading) => heading.textContent);

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The wizard is a large form; a busy machine renders it slowly, hence the roomier time limit.
describe('insurance wizard: the product step', () => {
  it('shows the catalogue as cards grouped by type, with price and deductible in shekels', async () => {
    serve(knownVehicle);
    const user = setupUser();
    renderWizard({ mode: 'subscription', initial: { vinNumber: 'JD6155R0001' } });
    await reachProductStep(user);
    await waitFor(() => expect(cardNames()).toEqual(['Glass Basic', 'Glass Premium', 'Lights Plus']));
    expect(screen.getByText('שמשות (2)')).toBeTruthy();
    expect(screen.getByText('פנסים ומראות (1)')).toBeTruthy();
    const basic = screen.getByTestId(`wizard-product-${products[0]?._id}`);
    expect(basic.textContent).toContain('מחיר שנתי:');
    expect(basic.textContent).toMatch(/1,200.*₪|₪.*1,200/);
    expect(basic.textContent).toMatch(/השתתפות עצמית:.*300/);
  });

  it('shows a product’s known service type in English on its card, other text as typed', async () => {
    await switchLanguage('en');
    const [basic, lights] = [products[0], products[1]];
    const catalogue = [
      { ...basic, policyType: 'במעבדה' },
      { ...lights, policyType: 'שירות VIP בבית הלקוח' },
    ];
    serve({
      ...knownVehicle,
      'POST /api/insurance/policy-product/fetchPolicyProducts': () =>
        json({ policyProducts: catalogue, total: catalogue.length, totalPages: 1 }),
    });
    const user = setupUser();
    renderWizard({ mode: 'subscription', initial: { vinNumber: 'JD6155R0001' } });
    await reachProductStep(user);
    const card = await screen.findByTestId(`wizard-product-${basic?._id}`);
    expect(within(card).getByText('At our workshop')).toBeTruthy();
    expect(card.textContent).not.toContain('במעבדה');
    const other = screen.getByTestId(`wizard-product-${lights?._id}`);
    expect(within(other).getByText('שירות VIP בבית הלקוח')).toBeTruthy();
  });

  it('filters by type, searches by name, and says when nothing matches', async () => {
    serve(knownVehicle);
    const user = setupUser();
    renderWizard({ mode: 'subscription', initial: { vinNumber: 'JD6155R0001' } });
    await reachProductStep(user);
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await user.click(screen.getByTestId('wizard-product-filter-lights'));
    expect(cardNames()).toEqual(['Lights Plus']);
    await user.click(screen.getByTestId('wizard-product-filter-all'));
    fireEvent.change(screen.getByTestId('wizard-product-search'), { target: { value: 'premium' } });
    expect(cardNames()).toEqual(['Glass Premium']);
    fireEvent.change(screen.getByTestId('wizard-product-search'), { target: { value: 'nothing like it' } });
    expect(screen.getByTestId('wizard-products-empty').textContent).toBe('אין מנויים התואמים לחיפוש.');
  });

  it('needs a product for a subscription, and shows the chosen one', async () => {
    serve(knownVehicle);
    const user = setupUser();
    renderWizard({ mode: 'subscription', initial: { vinNumber: 'JD6155R0001' } });
    await reachProductStep(user);
    await user.click(screen.getByTestId('wizard-continue'));
    expect(isOnStep('product')).toBe(true);
    const box = screen.getByTestId('wizard-selected-product');
    expect(box.textContent).toContain('יש לבחור מנוי');
    await user.click(await screen.findByTestId(`wizard-product-${products[1]?._id}`));
    expect(box.textContent).toContain('Lights Plus');
    expect(box.textContent).not.toContain('יש לבחור מנוי');
    expect(screen.getByTestId(`wizard-product-${products[1]?._id}`).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByTestId('wizard-continue'));
    await expectStep('documents');
  });

  it('offers a service call paid service beside the products; the two exclude each other', async () => {
    serve(knownVehicle);
    const user = setupUser();
    renderWizard({ mode: 'serviceCall', initial: { vinNumber: 'JD6155R0001' } });
    await reachProductStep(user);
    await user.click(screen.getByTestId('wizard-continue'));
    const box = screen.getByTestId('wizard-selected-product');
    expect(box.textContent).toContain('יש לבחור מנוי או שירות בתשלום');
    const paid = screen.getByTestId('wizard-paid-service');
    await user.click(paid);
    expect(paid.getAttribute('aria-pressed')).toBe('true');
    expect(box.textContent).toContain('שירות בתשלום – נשלח לכם הצעת מחיר');
    // Choosing a product takes paid service back, and the other way round.
    await user.click(await screen.findByTestId(`wizard-product-${products[0]?._id}`));
    expect(paid.getAttribute('aria-pressed')).toBe('false');
    expect(box.textContent).toContain('Glass Basic');
    await user.click(paid);
    expect(screen.getByTestId(`wizard-product-${products[0]?._id}`).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await user.click(screen.getByTestId('wizard-continue'));
    await expectStep('documents');
  });

  it('does not offer paid service for a subscription', async () => {
    serve(knownVehicle);
    const user = setupUser();
    renderWizard({ mode: 'subscription', initial: { vinNumber: 'JD6155R0001' } });
    await reachProductStep(user);
    expect(screen.queryByTestId('wizard-paid-service')).toBeNull();
  });

  it('shows the damage fields for an insurance case and asks for what the spec requires', async () => {
    serve(knownVehicle);
    const user = setupUser();
    renderWizard({ mode: 'serviceCall', initial: { vinNumber: 'JD6155R0001' } });
    await reachProductStep(user);
    expect(screen.queryByTestId('wizard-damage-fields')).toBeNull();
    await user.click(screen.getByTestId('wizard-insurance-case'));
    const damage = screen.getByTestId('wizard-damage-fields');
    for (const label of [
      'פרטי הפוליסה',
      'פרטי המבוטח',
      'פרטי האירוע',
      'משטרה הוזעקה',
      'גרר הוזעק',
      'כבאות הוזעקה',
    ]) {
      expect(damage.textContent, label).toContain(label);
    }
    await user.click(screen.getByTestId('wizard-continue'));
    expect(isOnStep('product')).toBe(true);
    for (const path of [
      'damageReport.policyDetails.policyNumber',
      'damageReport.insuredPerson.name',
      'damageReport.insuredPerson.idNumber',
      'damageReport.accidentDetails.accidentLocation',
      'damageReport.accidentDetails.accidentDate',
    ]) {
      expect(helperOf(path), path).toBe('שדה חובה');
    }
    // A service call that is an insurance case may go without a product.
    expect(screen.getByTestId('wizard-selected-product').textContent).toContain('במקרה ביטוחי זה לא חובה');
    expect(within(screen.getByTestId('wizard-selected-product')).queryByRole('alert')).toBeNull();
  });

  it('keeps what was typed in the damage fields when the box is unticked and ticked again', async () => {
    serve(knownVehicle);
    const user = setupUser();
    renderWizard({ mode: 'serviceCall', initial: { vinNumber: 'JD6155R0001' } });
    await reachProductStep(user);
    await user.click(screen.getByTestId('wizard-insurance-case'));
    fill('damageReport.accidentDetails.accidentLocation', 'כביש 6');
    await user.click(screen.getByTestId('wizard-insurance-case'));
    expect(screen.queryByTestId('wizard-damage-fields')).toBeNull();
    await user.click(screen.getByTestId('wizard-insurance-case'));
    expect(
      (screen.getByTestId('wizard-field-damageReport.accidentDetails.accidentLocation') as HTMLInputElement)
        .value,
    ).toBe('כביש 6');
  });
});

import { describe, expect, it } from 'vitest';
import { canEnterStep, validateWizardStep, type WizardMode, type WizardValues, wizardSteps } from './wizard';

const today = '2026-03-15';
const subscription = { mode: 'subscription', today } as const;
const serviceCall = { mode: 'serviceCall', today } as const;
const productId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const damageReport = {
  policyDetails: { policyNumber: 'POL-778' },
  insuredPerson: { name: 'דנה לוי', idNumber: '123456789', address: '' },
  accidentDetails: { accidentDate: '2026-03-10', accidentLocation: 'כביש 6' },
};

/** A wizard filled in correctly up to the last step. */
const valid: WizardValues = {
  machine: {
    vinNumber: 'WVWZZZ1JZXW000001',
    tractorNumber: '1234567',
    machine: 'John Deere',
    model: '6R',
    year: '2021',
  },
  createdAt: '2026-03-15',
  expiredAt: '2027-03-15',
  userInformation: {
    userType: 'individual',
    name: 'דנה לוי',
    userId: '123456789',
    phoneNumber: '050-1234567',
    email: 'dana@example.co.il',
  },
  policyProduct: { _id: productId },
  isInsuranceCase: false,
  damageReport: null,
};
const withValues = (changes: Partial<WizardValues>): WizardValues => ({ ...valid, ...changes });

describe('insurance wizard: six steps (spec 1 §2, §4)', () => {
  it('lists the steps in order', () => {
    expect(wizardSteps).toEqual(['vehicle', 'customer', 'product', 'documents', 'photos', 'summary']);
  });

  it.each(['subscription', 'serviceCall'] as const)('passes every step of a complete %s', (mode) => {
    for (const step of wizardSteps.keys())
      expect(validateWizardStep(step, valid, { mode, today })).toEqual({});
  });

  it.each([
    'subscription',
    'serviceCall',
  ] as const)('always passes documents, photos and summary (steps 3 to 5) in a %s, whatever is missing', (mode) => {
    const empty = withValues({
      machine: {},
      createdAt: '',
      expiredAt: '',
      userInformation: {},
      policyProduct: null,
    });
    for (const step of [3, 4, 5]) expect(validateWizardStep(step, empty, { mode, today })).toEqual({});
  });
});

describe('insurance wizard: step 0, vehicle and period', () => {
  it.each(['subscription', 'serviceCall'] as const)('checks the machine in a %s', (mode) => {
    expect(
      validateWizardStep(0, withValues({ machine: { vinNumber: '', tractorNumber: '', year: '21' } }), {
        mode,
        today,
      }),
    ).toEqual({
      'machine.vinNumber': 'validation.machineNumberRequired',
      'machine.machine': 'validation.vehicleDetailsRequired',
      'machine.model': 'validation.vehicleDetailsRequired',
      'machine.year': 'validation.yearFourDigits',
    });
  });

  it.each([
    ['a past start', '2026-03-14', '2027-03-14', { createdAt: 'validation.startBeforeToday' }],
    ['a start over two years ahead', '2028-03-16', '2029-03-16', { createdAt: 'validation.startTooFar' }],
    ['an end before the start', '2026-05-01', '2026-04-30', { expiredAt: 'validation.endBeforeStart' }],
    ['a period over a year', '2026-03-15', '2027-03-16', { expiredAt: 'validation.periodTooLong' }],
    ['no dates', '', '', { createdAt: 'validation.invalidDate', expiredAt: 'validation.invalidDate' }],
  ])('checks the period of a subscription: %s', (_case, createdAt, expiredAt, errors) => {
    expect(validateWizardStep(0, withValues({ createdAt, expiredAt }), subscription)).toEqual(errors);
  });

  it('has no period in a service call', () => {
    expect(validateWizardStep(0, withValues({ createdAt: '', expiredAt: '' }), serviceCall)).toEqual({});
    expect(
      validateWizardStep(0, withValues({ createdAt: '2020-01-01', expiredAt: '2030-01-01' }), serviceCall),
    ).toEqual({});
  });
});

describe('insurance wizard: step 1, customer', () => {
  it.each(['subscription', 'serviceCall'] as const)('checks the insured in a %s', (mode) => {
    expect(validateWizardStep(1, withValues({ userInformation: {} }), { mode, today })).toEqual({
      'userInformation.userType': 'validation.required',
      'userInformation.name': 'validation.required',
      'userInformation.userId': 'validation.required',
      'userInformation.phoneNumber': 'validation.required',
      'userInformation.email': 'validation.required',
    });
  });

  it('shows the first message of each field', () => {
    expect(
      validateWizardStep(
        1,
        withValues({ userInformation: { ...valid.userInformation, userId: '12', email: 'x@' } }),
        subscription,
      ),
    ).toEqual({
      'userInformation.userId': 'validation.userIdLength',
      'userInformation.email': 'validation.invalidEmail',
    });
  });
});

describe('insurance wizard: step 2, product or insurance case', () => {
  const noProduct = withValues({ policyProduct: null });
  const insuranceCase = (changes: Partial<WizardValues> = {}) =>
    withValues({ isInsuranceCase: true, damageReport, ...changes });

  it.each([
    ['subscription', 'validation.productRequired'],
    ['serviceCall', 'validation.productOrPaidRequired'],
  ] as const)('requires a choice when it is not an insurance case (%s)', (mode, message) => {
    expect(validateWizardStep(2, noProduct, { mode, today })).toEqual({ policyProduct: message });
    expect(validateWizardStep(2, withValues({ policyProduct: { _id: '' } }), { mode, today })).toEqual({
      policyProduct: message,
    });
  });

  it('lets a service call ask for paid service without a product, never with one', () => {
    expect(
      validateWizardStep(2, withValues({ policyProduct: null, paidService: true }), serviceCall),
    ).toEqual({});
    expect(validateWizardStep(2, withValues({ paidService: true }), serviceCall)).toEqual({
      policyProduct: 'validation.paidServiceWithProduct',
    });
    expect(canEnterStep(3, 2, withValues({ policyProduct: null, paidService: true }), serviceCall)).toBe(
      true,
    );
  });

  it('does not let a subscription be paid service: it always names its product', () => {
    expect(
      validateWizardStep(2, withValues({ policyProduct: null, paidService: true }), subscription),
    ).toEqual({ policyProduct: 'validation.productRequired' });
  });

  it('always requires a product in a subscription, even for an insurance case', () => {
    expect(validateWizardStep(2, insuranceCase({ policyProduct: null }), subscription)).toEqual({
      policyProduct: 'validation.productRequired',
    });
    expect(validateWizardStep(2, insuranceCase(), subscription)).toEqual({});
  });

  it('lets a service call be an insurance case without a product', () => {
    expect(validateWizardStep(2, insuranceCase({ policyProduct: null }), serviceCall)).toEqual({});
  });

  it.each([
    'subscription',
    'serviceCall',
  ] as const)('requires the damage fields of an insurance case (%s)', (mode) => {
    const expected = {
      'damageReport.policyDetails.policyNumber': 'validation.required',
      'damageReport.insuredPerson.name': 'validation.required',
      'damageReport.insuredPerson.idNumber': 'validation.required',
      'damageReport.accidentDetails.accidentDate': 'validation.required',
      'damageReport.accidentDetails.accidentLocation': 'validation.required',
    };
    expect(validateWizardStep(2, insuranceCase({ damageReport: null }), { mode, today })).toEqual(expected);
    expect(validateWizardStep(2, insuranceCase({ damageReport: {} }), { mode, today })).toEqual(expected);
  });

  it('refuses a damage report the schema refuses, instead of letting the step pass', () => {
    const tooLong = {
      ...damageReport,
      accidentDetails: { ...damageReport.accidentDetails, accidentLocation: 'x'.repeat(201) },
    };
    expect(validateWizardStep(2, insuranceCase({ damageReport: tooLong }), serviceCall)).toEqual({
      'damageReport.accidentDetails.accidentLocation': 'validation.tooLong',
    });
  });

  it('ignores the damage fields when it is not an insurance case', () => {
    expect(validateWizardStep(2, withValues({ damageReport: {} }), serviceCall)).toEqual({});
  });
});

describe('insurance wizard: moving between steps', () => {
  const modes: WizardMode[] = ['subscription', 'serviceCall'];

  it.each(modes)('goes back to any earlier step, or stays, even with errors (%s)', (mode) => {
    const broken = withValues({ machine: {}, userInformation: {}, policyProduct: null });
    for (const target of [0, 1, 2, 3]) expect(canEnterStep(target, 3, broken, { mode, today })).toBe(true);
  });

  it.each(modes)('goes forward to any step of a valid wizard (%s)', (mode) => {
    for (const target of wizardSteps.keys())
      expect(canEnterStep(target, 0, valid, { mode, today })).toBe(true);
  });

  it('goes forward only past valid steps', () => {
    const noCustomer = withValues({ userInformation: {} });
    expect(canEnterStep(1, 0, noCustomer, subscription)).toBe(true);
    expect(canEnterStep(2, 1, noCustomer, subscription)).toBe(false);
    expect(canEnterStep(5, 0, noCustomer, subscription)).toBe(false);

    const noProduct = withValues({ policyProduct: null });
    expect(canEnterStep(2, 0, noProduct, subscription)).toBe(true);
    expect(canEnterStep(3, 2, noProduct, subscription)).toBe(false);
  });

  it('checks the steps before the target even when the current one is valid', () => {
    const pastStart = withValues({ createdAt: '2026-01-01', expiredAt: '2027-01-01' });
    expect(canEnterStep(3, 2, pastStart, subscription)).toBe(false);
    // A service call has no period, so the same values let it through.
    expect(canEnterStep(3, 2, pastStart, serviceCall)).toBe(true);
  });

  it('lets a service call that is an insurance case skip the product', () => {
    const values = withValues({ isInsuranceCase: true, damageReport, policyProduct: null });
    expect(canEnterStep(3, 2, values, serviceCall)).toBe(true);
    expect(canEnterStep(3, 2, values, subscription)).toBe(false);
  });

  it.each([-1, 6, 10])('refuses step %i, outside the wizard', (target) => {
    expect(canEnterStep(target, 0, valid, subscription)).toBe(false);
  });
});

import {
  type Files,
  type Policy,
  type PolicyProduct,
  type RegistryItem,
  type ServiceCall,
  type ServiceCallsList,
  type StoredInsured,
  serviceKindOf,
  type User,
} from '@tg/domain';
import { sampleRegistryItem } from '../../registry/test/sample-registry-items';
import { sampleUser } from '../../users/test/sample-users';

/**
 * The insurance screens' test data, one small world: Dana Levi, a customer, owns a John Deere whose
 * chassis is JD6155R0001 and plate 1234501; it has a windows subscription and a service call.
 * Every builder takes overrides for what a test looks at.
 */

type Machine = Policy['machine'];
type DamageReport = NonNullable<ServiceCall['damageReport']>;
type Incident = NonNullable<ServiceCall['incident']>;

export function sampleMachine(overrides: Partial<Machine> = {}): Machine {
  return {
    vinNumber: 'JD6155R0001',
    machine: 'JOHN DEERE',
    model: '6155R',
    tractorNumber: '1234501',
    year: '2019',
    description: 'טרקטור',
    ...overrides,
  };
}

/** The machine as the government registry answers it. */
export function sampleRegistryMachine(overrides: Partial<RegistryItem> = {}): RegistryItem {
  const machine = sampleMachine();
  return sampleRegistryItem({
    mispar_rechev: machine.tractorNumber,
    mispar_shilda: machine.vinNumber,
    tozeret_nm: machine.machine,
    degem_nm: machine.model,
    shnat_yitzur: machine.year,
    sug_tzama_nm: machine.description,
    details: {},
    ...overrides,
  });
}

/** The customer who owns the machine. */
export function sampleCustomer(overrides: Parameters<typeof sampleUser>[0] = {}): User {
  const machine = sampleMachine();
  return sampleUser({
    machines: [{ vinNumber: machine.vinNumber, tractorNumber: machine.tractorNumber }],
    ...overrides,
  });
}

/** The customer as a subscription or a call names the insured. */
export function sampleInsured(overrides: Partial<StoredInsured> = {}): StoredInsured {
  const customer = sampleCustomer();
  return { userType: customer.userType, ...customer.userInformation, ...overrides };
}

export function sampleProduct(overrides: Partial<PolicyProduct> = {}): PolicyProduct {
  return {
    _id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    policyNumber: '1001',
    policyName: 'כיסוי שמשות',
    policyType: 'שירות בשטח',
    policyPrice: 1250,
    deductible: 300,
    type: 'windows',
    link: 'https://example.com/terms.pdf',
    termsFile: null,
    csvType: 1,
    ...overrides,
  };
}

/** A lights product whose terms are an uploaded document rather than a link. */
export function sampleLightsProduct(overrides: Partial<PolicyProduct> = {}): PolicyProduct {
  return sampleProduct({
    _id: '7b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
    policyNumber: '1002',
    policyName: 'מנוי פנסים ומראות',
    policyType: 'במוסך',
    policyPrice: 890.5,
    deductible: 150,
    type: 'lights',
    link: '',
    termsFile: {
      _id: '8c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f',
      url: '/api/files/signed/lights-terms.pdf',
      name: 'lights-terms.pdf',
      path: 'document/lights-terms.pdf',
      mimeType: 'application/pdf',
      size: 2048,
    },
    csvType: 2,
    ...overrides,
  });
}

/** A catalogue of both types, prices and deductibles apart, for filtering and sorting. */
export function sampleCatalogue(): PolicyProduct[] {
  return [
    sampleProduct({
      _id: '11111111-1111-4111-8111-111111111111',
      policyNumber: '1',
      policyName: 'Glass Basic',
      policyType: 'Mobile service',
      policyPrice: 1200,
      link: 'https://example.com/basic.pdf',
    }),
    sampleProduct({
      _id: '22222222-2222-4222-8222-222222222222',
      policyNumber: '2',
      policyName: 'Lights Plus',
      policyType: 'At the garage',
      policyPrice: 800,
      deductible: 200,
      type: 'lights',
      link: 'https://example.com/lights.pdf',
      csvType: 2,
    }),
    sampleProduct({
      _id: '33333333-3333-4333-8333-333333333333',
      policyNumber: '3',
      policyName: 'Glass Premium',
      policyType: 'Mobile service',
      policyPrice: 2000,
      deductible: 150,
      link: 'https://example.com/premium.pdf',
      csvType: 3,
    }),
  ];
}

/** Every slot empty. */
export function noFiles(): Files {
  return {
    images: { front: null, back: null, right: null, left: null },
    documents: { machineInsurance: null, machineLicense: null },
  };
}

/** A front photo (with its thumbnail) and the machine's licence. */
export function sampleFiles(): Files {
  const files = noFiles();
  files.images.front = {
    _id: 'f1',
    value: 'https://files.example/front.jpg',
    previewUrl: 'https://files.example/front-small.jpg',
    fileName: 'front.jpg',
  };
  files.documents.machineLicense = {
    _id: 'd1',
    value: 'https://files.example/license.pdf',
    previewUrl: '',
    fileName: 'license.pdf',
  };
  return files;
}

/** A subscription as the API answers it: active, far from its end. */
export function samplePolicy(overrides: Partial<Policy> = {}): Policy {
  const { csvType: _csvType, termsFile: _termsFile, ...product } = sampleProduct();
  const insured = sampleInsured();
  return {
    _id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
    policyNumber: 'PI-0B9C8D7E',
    createdAt: '2025-01-01',
    expiredAt: '2099-12-31',
    status: 'active',
    closeReason: '',
    notes: '',
    insurancePdf: null,
    pdfInsuranceUrl: null,
    pdfReady: false,
    groupId: null,
    isInsuranceCase: false,
    // The agent every test signs in as (renderSignedIn).
    createdBy: { name: 'Dana Levi', userId: '7f1d2c3b-4a5e-4f60-8a71-9b8c7d6e5f40', role: 'agent' },
    policyProduct: product,
    machine: sampleMachine(),
    userType: insured.userType,
    userInformation: insured,
    imageUrl: [],
    documents: { carLicense: null, carPolicy: null },
    files: noFiles(),
    damageReport: null,
    renewedFrom: null,
    approvedAt: null,
    approvedBy: null,
    recordedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function sampleDamageReport(overrides: Partial<DamageReport> = {}): DamageReport {
  return {
    policyDetails: { policyNumber: 'EXT-77' },
    insuredPerson: { name: 'Moshe Cohen', idNumber: '012345674', address: 'Afula' },
    accidentDetails: {
      accidentDate: '2026-11-18',
      accidentTime: '09:30',
      accidentLocation: 'Route 65',
      policeInvolved: true,
      towTruckInvolved: false,
      fireDepartmentInvolved: false,
      detailedAccidentDescription: 'A stone hit the windscreen',
    },
    ...overrides,
  };
}

export function sampleIncident(overrides: Partial<Incident> = {}): Incident {
  return {
    date: '2026-11-18',
    time: '09:30',
    address: 'Route 65',
    city: 'Afula',
    damageType: 'windshield',
    damageTypeOther: '',
    description: 'Cracked windscreen',
    isThirdPartyInvolved: 'no',
    thirdPartyName: '',
    thirdPartyPhone: '',
    isReportedToPolice: 'yes',
    policeReportNumber: 'P-123',
    ...overrides,
  };
}

/** A pending service call as the API answers it, not an insurance case. */
export function sampleServiceCall(overrides: Partial<ServiceCall> = {}): ServiceCall {
  const insured = sampleInsured();
  const call: Omit<ServiceCall, 'serviceKind'> = {
    _id: '3f1b8c2e-5d4a-4e6f-9a7b-1c2d3e4f5a60',
    serviceCallNumber: 'SC-3F1B8C2E',
    createdAt: '07/03/2025',
    recordedAt: '2025-03-07T08:30:00.000Z',
    createdBy: { name: 'Avi Mizrahi', userId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', role: 'agent' },
    status: 'pending',
    isInsuranceCase: false,
    closeReason: '',
    machine: sampleMachine(),
    userType: insured.userType,
    userInformation: insured,
    policyProduct: null,
    files: noFiles(),
    damageReport: null,
    incident: null,
    notes: '',
    groupId: null,
    approvedAt: null,
    approvedBy: null,
    ...overrides,
  };
  // The server derives the kind (ADR 0030); so does the sample, unless a test says otherwise.
  return { ...call, serviceKind: overrides.serviceKind ?? serviceKindOf(call) };
}

/** An insurance case: the damage report, the incident, a photo and a document. */
export function sampleInsuranceCase(overrides: Partial<ServiceCall> = {}): ServiceCall {
  return sampleServiceCall({
    isInsuranceCase: true,
    files: sampleFiles(),
    damageReport: sampleDamageReport(),
    incident: sampleIncident(),
    ...overrides,
  });
}

export function serviceCallsPage(serviceCalls: ServiceCall[], total = serviceCalls.length): ServiceCallsList {
  return { serviceCalls, total, totalPages: Math.max(1, Math.ceil(total / 15)) };
}

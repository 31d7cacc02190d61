import {
  type DamageReportInput,
  type DocumentSlot,
  defaultCountry,
  defaultEndFor,
  formatLocalPhone,
  type PhotoSlot,
  type PolicyProduct,
  type RegistryItem,
  type User,
  type WizardMode,
  type WizardValues,
} from '@tg/domain';

/** A subscription product as the catalogue shows it (the fields the wizard reads). */
export type SubscriptionProduct = Pick<
  PolicyProduct,
  '_id' | 'policyNumber' | 'policyName' | 'policyType' | 'policyPrice' | 'deductible' | 'type' | 'link'
>;

/** An uploaded file held by a slot: the id is what the request sends; url and name are for showing it. */
export interface StoredSlotFile {
  _id: string;
  url: string;
  name: string;
}

export type SlotName = PhotoSlot | DocumentSlot;

export interface WizardFiles {
  images: Record<PhotoSlot, StoredSlotFile | null>;
  documents: Record<DocumentSlot, StoredSlotFile | null>;
}

export type MachineValues = Required<WizardValues['machine']>;
export type CustomerValues = Required<Omit<WizardValues['userInformation'], 'additionalInfo'>>;
export type DamageValues = {
  [Section in keyof Required<DamageReportInput>]: Required<NonNullable<DamageReportInput[Section]>>;
};

/**
 * Everything the wizard holds. The product is kept whole (the summary shows it) and the damage
 * report is kept even while "insurance case" is unticked, so ticking it again loses nothing.
 */
export interface WizardFormValues extends WizardValues {
  machine: MachineValues;
  userInformation: CustomerValues;
  policyProduct: SubscriptionProduct | null;
  /** A service call asking for paid service instead of a subscription product (ADR 0030). */
  paidService: boolean;
  damageReport: DamageValues;
  files: WizardFiles;
  notes: string;
}

export function emptyMachine(): MachineValues {
  return { vinNumber: '', tractorNumber: '', machine: '', model: '', year: '', description: '' };
}

export function emptyCustomer(): CustomerValues {
  return {
    userType: 'individual',
    name: '',
    userId: '',
    phoneNumber: '',
    email: '',
    address: '',
    city: '',
    country: defaultCountry,
    postalCode: '',
  };
}

export function emptyDamageReport(): DamageValues {
  return {
    policyDetails: { policyNumber: '' },
    insuredPerson: { name: '', idNumber: '', address: '' },
    accidentDetails: {
      accidentDate: '',
      accidentTime: '',
      accidentLocation: '',
      policeInvolved: false,
      towTruckInvolved: false,
      fireDepartmentInvolved: false,
      detailedAccidentDescription: '',
    },
  };
}

export function emptyFiles(): WizardFiles {
  return {
    images: { front: null, back: null, right: null, left: null },
    documents: { machineInsurance: null, machineLicense: null },
  };
}

/** The file a slot holds, whichever kind of slot it is. */
export function slotFile(files: WizardFiles, slot: SlotName): StoredSlotFile | null {
  const all: Record<SlotName, StoredSlotFile | null> = { ...files.images, ...files.documents };
  return all[slot];
}

/** A fresh wizard: a subscription starts today and runs one year; a service call has no period. */
export function emptyWizardValues(
  mode: WizardMode,
  today: string,
  initial: { vinNumber?: string; tractorNumber?: string } = {},
): WizardFormValues {
  return {
    machine: {
      ...emptyMachine(),
      vinNumber: initial.vinNumber?.trim() ?? '',
      tractorNumber: initial.tractorNumber?.trim() ?? '',
    },
    createdAt: mode === 'subscription' ? today : '',
    expiredAt: mode === 'subscription' ? defaultEndFor(today) : '',
    userInformation: emptyCustomer(),
    policyProduct: null,
    paidService: false,
    isInsuranceCase: false,
    damageReport: emptyDamageReport(),
    files: emptyFiles(),
    notes: '',
  };
}

/** The vehicle fields a government record fills (spec 1 §3 names). */
export function machineFromRegistry(item: RegistryItem): MachineValues {
  return {
    vinNumber: item.mispar_shilda,
    tractorNumber: item.mispar_rechev,
    machine: item.tozeret_nm,
    model: item.degem_nm,
    year: item.shnat_yitzur,
    description: item.sug_tzama_nm,
  };
}

/** A known customer's details, the phone shown the local way (with its leading 0). */
export function customerFromUser(user: Pick<User, 'userType' | 'userInformation'>): CustomerValues {
  const info = user.userInformation;
  return {
    userType: user.userType,
    name: info.name,
    userId: info.userId,
    phoneNumber: info.phoneNumber ? formatLocalPhone(info.phoneNumber) : '',
    email: info.email,
    address: info.address,
    city: info.city,
    country: info.country || defaultCountry,
    postalCode: info.postalCode,
  };
}

/**
 * The step a field belongs to, for a server answer naming fields (`machine.year`,
 * `files.images.front`): the wizard jumps to the first step with an error.
 */
export function stepOfField(path: string): number {
  if (path.startsWith('machine') || path === 'createdAt' || path === 'expiredAt') return 0;
  if (path.startsWith('userInformation') || path === 'userType') return 1;
  if (
    path.startsWith('policyProduct') ||
    path.startsWith('damageReport') ||
    path === 'isInsuranceCase' ||
    path === 'paidService'
  )
    return 2;
  if (path.startsWith('files.documents')) return 3;
  if (path.startsWith('files.images') || path === 'files') return 4;
  return 5;
}

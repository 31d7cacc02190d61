import {
  defaultCountry,
  formatLocalPhone,
  type Insured,
  insuredSchema,
  type StoredInsured,
  type User,
  type UserType,
} from '@tg/domain';

/** The insured as the form holds it: every field a string, the phone shown the local way. */
export interface InsuredFormValues {
  userType: UserType;
  name: string;
  userId: string;
  phoneNumber: string;
  email: string;
  address: string;
  city: string;
  country: string;
  postalCode: string;
  additionalInfo: string;
}

export const emptyInsured: InsuredFormValues = {
  userType: 'individual',
  name: '',
  userId: '',
  phoneNumber: '',
  email: '',
  address: '',
  city: '',
  country: defaultCountry,
  postalCode: '',
  additionalInfo: '',
};

export function insuredFormValuesOf(insured: StoredInsured | User['userInformation'], userType: UserType) {
  return {
    userType,
    name: insured.name,
    userId: insured.userId,
    phoneNumber: insured.phoneNumber ? formatLocalPhone(insured.phoneNumber) : '',
    email: insured.email,
    address: insured.address,
    city: insured.city,
    country: insured.country || defaultCountry,
    postalCode: insured.postalCode,
    additionalInfo: insured.additionalInfo,
  } satisfies InsuredFormValues;
}

/**
 * What the values would send: the schema's output when valid (trimmed, phone in international
 * form), else the values as typed. Comparing these says whether an edit changed anything, so a
 * space typed and removed, or the phone written another way, is no change.
 */
export function comparableInsured(values: InsuredFormValues): Insured | InsuredFormValues {
  const parsed = insuredSchema.safeParse(values);
  return parsed.success ? parsed.data : values;
}

/** Whether a customer found for the machine can be the insured as is (spec 1 §5: all four required). */
export function isCompleteInsured(values: InsuredFormValues): boolean {
  return insuredSchema.safeParse(values).success;
}

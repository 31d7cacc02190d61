import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { validators } from '../common/validators';
import {
  formDay as day,
  formIdNumber as idNumber,
  formPhone as phone,
  formText as text,
  formYesNo as yesNo,
} from './form-fields.schema';

/**
 * The car-accident notification form inside a business document (spec 2 §2, §3 Damage report):
 * sections A to D — policy and insured person, driver, accident, third party — the declaration
 * with the communication preferences, and the two signatures. Every part has a default, so an
 * empty object is a blank form; every text is bounded, dates are dd/MM/yyyy, ID numbers 5 to 9
 * digits, phones as the phone fields accept them.
 */

const longText = text(4000);

/** HH:mm, or empty. */
const hour = z
  .string()
  .trim()
  .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, { error: m.invalidValue })
  .optional()
  .default('');
/** A year of four digits, or empty. */
const year = z
  .string()
  .trim()
  .regex(/^$|^\d{4}$/, { error: m.yearFourDigits })
  .optional()
  .default('');
const email = z
  .string()
  .trim()
  .max(200, { error: m.tooLong })
  .refine((value) => value === '' || validators.email(value), { error: m.invalidEmail })
  .optional()
  .default('');

/** The longest signature image kept: a 120×35 canvas is a few kilobytes even on a dense screen. */
export const SIGNATURE_MAX_LENGTH = 150_000;
const pngDataUrl = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
/** A signature as the canvas gives it: a PNG data URL, or empty when not signed. */
const signature = z
  .string()
  .max(SIGNATURE_MAX_LENGTH, { error: m.tooLong })
  .refine((value) => value === '' || pngDataUrl.test(value), { error: m.invalidValue })
  .optional()
  .default('');

/** Spec 2 §9: the signature canvas is 120 by 35, drawn with a black 2-pixel line, kept as PNG. */
export const SIGNATURE_CANVAS = { width: 120, height: 35, lineWidth: 2, color: '#000000' } as const;

/**
 * The vehicle types: light, heavy and over 4 tons on the accident form; a report that came from
 * the service-call wizard may also say motorcycle or commercial (spec 2 §3).
 */
export const accidentVehicleTypes = ['light', 'heavy', 'over4Tons'] as const;
export const damageVehicleTypes = [...accidentVehicleTypes, 'motorcycle', 'commercial'] as const;
export type DamageVehicleType = (typeof damageVehicleTypes)[number];
export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];
export const insuranceTypes = ['comprehensive', 'thirdParty', 'mandatory'] as const;
export type InsuranceType = (typeof insuranceTypes)[number];

const vehicleType = z.enum(damageVehicleTypes, { error: m.invalidValue }).optional().default('light');

export const damageAddressSchema = z
  .object({
    street: text(),
    houseNumber: text(20),
    city: text(100),
    postalCode: text(20),
    homePhone: phone,
    mobilePhone: phone,
    fax: phone,
    email,
  })
  .prefault({});

export const policyDetailsSchema = z
  .object({
    policyNumber: text(40),
    policyName: text(),
    agentName: text(),
    licenseNumber: text(20),
    vehicleModel: text(100),
    vehicleYear: year,
  })
  .prefault({});

export const insuredPersonSchema = z
  .object({
    name: text(),
    idNumber,
    vehicleType,
    otherCommercialDetails: text(1000),
    /** עוסק מורשה: a licensed dealer (VAT-registered business). */
    osek_murshe: yesNo,
    address: damageAddressSchema,
  })
  .prefault({});

export const driverDetailsSchema = z
  .object({
    driverName: text(),
    driverIdNumber: idNumber,
    birthDate: day,
    gender: z.enum(genders, { error: m.invalidValue }).optional().default('male'),
    driverLicenseNumber: text(20),
    licenseType: text(40),
    licenseIssueYear: year,
    licenseValidUntil: day,
    drivingWithInsurancePermission: yesNo,
    address: damageAddressSchema,
  })
  .prefault({});

export const accidentDetailsSchema = z
  .object({
    accidentDate: day,
    accidentTime: hour,
    accidentLocation: text(300),
    reportNumber: text(40),
    caseNumber: text(40),
    policeReportStation: text(100),
    damagePositionOnVehicle: text(1000),
    detailedAccidentDescription: longText,
    diagramOfAccidentLocation: longText,
    witnesses: text(1000),
    otherDamagesDescription: longText,
    towTruckInvolved: yesNo,
    policeInvolved: yesNo,
    fireDepartmentInvolved: yesNo,
  })
  .prefault({});

export const thirdPartyDetailsSchema = z
  .object({
    vehicleRegistrationNumber: text(20),
    vehicleType,
    insuranceType: z.enum(insuranceTypes, { error: m.invalidValue }).optional().default('comprehensive'),
    vehicleOwnerName: text(),
    vehicleOwnerIdNumber: idNumber,
    ownerAddress: text(300),
    ownerPhone: phone,
    ownerName: text(),
    driverName: text(),
    driverIdNumber: idNumber,
    driverPhone: phone,
    insuranceCompanyName: text(),
    /** שמאי: the appraiser. */
    shamai: text(),
    policyNumber: text(40),
    damageDescriptionOnThirdPartyVehicle: longText,
  })
  .prefault({});

/** How the insurer may reach the insured: any of e-mail, mobile phone and post. */
export const communicationPreferenceSchema = z
  .object({
    email: yesNo,
    mobilePhone: yesNo,
    postalMail: yesNo,
  })
  .prefault({});

export const declarationSchema = z
  .object({
    /** The name of who signs as the insured (the drawn signature is `insuredSign`). */
    insuredSignature: text(),
    formFilledBy: text(),
    formSignedBy: text(),
    formFillingDate: day,
    handleThirdPartyClaim: yesNo,
    communicationPreference: communicationPreferenceSchema,
  })
  .prefault({});

/** A photo of the damage: a stored file's link; a bare link is accepted as `{value}`. */
const damageImage = z.preprocess(
  (value) => (typeof value === 'string' ? { value } : value),
  z.object({ value: z.string().trim().min(1, { error: m.required }).max(2000, { error: m.tooLong }) }),
);

/** Each section missing is a blank one (its own defaults): `{}` is a blank form. */
export const damageReportSchema = z.object({
  policyDetails: policyDetailsSchema,
  insuredPerson: insuredPersonSchema,
  driverDetails: driverDetailsSchema,
  accidentDetails: accidentDetailsSchema,
  thirdPartyDetails: thirdPartyDetailsSchema,
  declaration: declarationSchema,
  /** The driver's and the insured's signatures, PNG data URLs from the signature canvases. */
  driverSign: signature,
  insuredSign: signature,
  damageImages: z.array(damageImage).max(20, { error: m.tooManyImages }).optional().default([]),
});
export type DocDamageReportInput = z.input<typeof damageReportSchema>;
export type DocDamageReport = z.output<typeof damageReportSchema>;

/** A blank form with every default: vehicle type light, gender male, comprehensive insurance. */
export function emptyDocDamageReport(): DocDamageReport {
  return damageReportSchema.parse({});
}

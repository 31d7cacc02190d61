import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { hasOnlyPhoneCharacters, normalizePhone } from '../common/phone';
import { roles, userTypes } from '../common/roles';
import { isUserId, validators } from '../common/validators';
import { defaultCountry, normalizeMachineNumber } from '../users/user.schema';
import { isIsoDate } from './dates';

/**
 * The blocks a subscription and a service call share (spec 1 §3): the machine, the insured person,
 * the file slots, the damage report and who created it. Both keep a snapshot of each as it was
 * typed, so a later edit of the customer or the registry never rewrites a signed subscription.
 */

const text = (max = 200) => z.string().trim().max(max, { error: m.tooLong });
const optionalText = (max = 200) => text(max).optional().default('');
const requiredText = (max = 200) =>
  z.string({ error: m.required }).trim().min(1, { error: m.required }).max(max, { error: m.tooLong });

/** Step 1 of the wizard: chassis or plate, and manufacturer, model and year (spec 1 §5). */
export const machineSnapshotSchema = z
  .object({
    vinNumber: optionalText(40).transform(normalizeMachineNumber),
    tractorNumber: optionalText(20).transform(normalizeMachineNumber),
    machine: optionalText(100),
    model: optionalText(100),
    year: optionalText(4),
    description: optionalText(500),
  })
  .superRefine((machine, ctx) => {
    if (!machine.vinNumber && !machine.tractorNumber)
      ctx.addIssue({ code: 'custom', path: ['vinNumber'], message: m.machineNumberRequired });
    for (const field of ['machine', 'model', 'year'] as const) {
      if (!machine[field]) ctx.addIssue({ code: 'custom', path: [field], message: m.vehicleDetailsRequired });
    }
    if (machine.year && !/^\d{4}$/.test(machine.year))
      ctx.addIssue({ code: 'custom', path: ['year'], message: m.yearFourDigits });
  });
export type MachineSnapshotInput = z.input<typeof machineSnapshotSchema>;
export type MachineSnapshot = z.output<typeof machineSnapshotSchema>;

const phoneSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .refine(hasOnlyPhoneCharacters, { error: m.invalidPhone })
  .transform((value, ctx) => {
    const normalized = normalizePhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: m.invalidPhone });
      return z.NEVER;
    }
    return normalized;
  });

/**
 * Step 2: the insured person or company. Name, ID (or company number), phone and email are all
 * required (spec 1 §5); the ID is 5 to 9 digits like everywhere else.
 */
export const insuredSchema = z.object({
  userType: z.enum(userTypes, { error: m.required }),
  name: requiredText(),
  userId: requiredText(20).refine(isUserId, { error: m.userIdLength }),
  phoneNumber: phoneSchema,
  email: requiredText().refine(validators.email, { error: m.invalidEmail }),
  address: optionalText(),
  city: optionalText(100),
  country: text(100).optional().default(defaultCountry),
  postalCode: optionalText(20),
  additionalInfo: optionalText(2000),
});
export type InsuredInput = z.input<typeof insuredSchema>;
export type Insured = z.output<typeof insuredSchema>;

/** A file slot as a client sends it: the id from /api/files/upload, or null when cleared. */
const fileSlotInput = z
  .object({ _id: z.string().uuid({ error: m.invalidValue }) })
  .nullable()
  .optional()
  .default(null);

export const photoSlots = ['front', 'back', 'right', 'left'] as const;
export type PhotoSlot = (typeof photoSlots)[number];
export const documentSlots = ['machineInsurance', 'machineLicense'] as const;
export type DocumentSlot = (typeof documentSlots)[number];

export const filesInputSchema = z
  .object({
    images: z
      .object({ front: fileSlotInput, back: fileSlotInput, right: fileSlotInput, left: fileSlotInput })
      .default({ front: null, back: null, right: null, left: null }),
    documents: z
      .object({ machineInsurance: fileSlotInput, machineLicense: fileSlotInput })
      .default({ machineInsurance: null, machineLicense: null }),
  })
  .default({
    images: { front: null, back: null, right: null, left: null },
    documents: { machineInsurance: null, machineLicense: null },
  });
export type FilesInput = z.input<typeof filesInputSchema>;

/** A filled slot as the API answers it (spec 1 §3): a signed link that only readers of the record get. */
export const fileSlotSchema = z
  .object({ _id: z.string(), value: z.string(), previewUrl: z.string(), fileName: z.string() })
  .nullable();
export type FileSlot = z.infer<typeof fileSlotSchema>;

export const filesSchema = z.object({
  images: z.object({
    front: fileSlotSchema,
    back: fileSlotSchema,
    right: fileSlotSchema,
    left: fileSlotSchema,
  }),
  documents: z.object({ machineInsurance: fileSlotSchema, machineLicense: fileSlotSchema }),
});
export type Files = z.infer<typeof filesSchema>;

/** Which upload purpose (and so which file types) each slot takes. */
export function slotPurpose(slot: PhotoSlot | DocumentSlot): 'photo' | 'document' {
  return (photoSlots as readonly string[]).includes(slot) ? 'photo' : 'document';
}

/** The damage fields of an insurance case (spec 1 §2 step 3, §3). */
export const damageReportInputSchema = z.object({
  policyDetails: z.object({ policyNumber: optionalText(40) }).default({ policyNumber: '' }),
  insuredPerson: z
    .object({ name: optionalText(), idNumber: optionalText(20), address: optionalText() })
    .default({ name: '', idNumber: '', address: '' }),
  accidentDetails: z
    .object({
      accidentDate: optionalText(10),
      accidentTime: optionalText(5),
      accidentLocation: optionalText(),
      policeInvolved: z.boolean().default(false),
      towTruckInvolved: z.boolean().default(false),
      fireDepartmentInvolved: z.boolean().default(false),
      detailedAccidentDescription: optionalText(4000),
    })
    .default({
      accidentDate: '',
      accidentTime: '',
      accidentLocation: '',
      policeInvolved: false,
      towTruckInvolved: false,
      fireDepartmentInvolved: false,
      detailedAccidentDescription: '',
    }),
});
export type DamageReportInput = z.input<typeof damageReportInputSchema>;
export type DamageReport = z.output<typeof damageReportInputSchema>;

/** Step 3 for an insurance case: accident date and place, insured name and ID (spec 1 §5). */
export function damageReportIssues(report: DamageReport): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const need = (path: string, value: string) => {
    if (!value.trim()) issues.push({ path, message: m.required });
  };
  need('damageReport.policyDetails.policyNumber', report.policyDetails.policyNumber);
  need('damageReport.insuredPerson.name', report.insuredPerson.name);
  need('damageReport.insuredPerson.idNumber', report.insuredPerson.idNumber);
  need('damageReport.accidentDetails.accidentDate', report.accidentDetails.accidentDate);
  need('damageReport.accidentDetails.accidentLocation', report.accidentDetails.accidentLocation);
  const date = report.accidentDetails.accidentDate;
  // A real calendar day, not only the YYYY-MM-DD shape: 2026-02-31 is refused.
  if (date && !isIsoDate(date))
    issues.push({ path: 'damageReport.accidentDetails.accidentDate', message: m.invalidDate });
  return issues;
}

export const createdBySchema = z.object({ name: z.string(), userId: z.string(), role: z.enum(roles) });
export type CreatedBy = z.infer<typeof createdBySchema>;

/** PI- or SC- and the first segment of a fresh UUID, in capitals (spec 1 §9). */
export function recordNumber(prefix: 'PI' | 'SC', uuid: string): string {
  return `${prefix}-${uuid.split('-')[0]?.toUpperCase()}`;
}
export const policyNumberPattern = /^PI-[0-9A-F]{8}$/;
export const serviceCallNumberPattern = /^SC-[0-9A-F]{8}$/;

/** Insurance lists count pages from 0, as the spec's tables do (spec 1 §2, §9). */
export const zeroBasedPage = z.coerce
  .number()
  .int()
  .min(0, { error: m.invalidValue })
  .max(100_000)
  .default(0);
export const insuranceLimit = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1, { error: m.invalidValue })
    .max(100, { error: m.invalidValue })
    .default(fallback);

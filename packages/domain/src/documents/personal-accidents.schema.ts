import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import {
  formDay as day,
  formIdNumber as idNumber,
  formPhone as phone,
  formText as text,
  formYesNo as yesNo,
} from './form-fields.schema';

/**
 * The personal-accidents statement inside a business document (spec 2 §2 tab `personalAccidents`,
 * ADR 0026): the persons injured in the accident the damage report describes ("תאונות אישיות" /
 * "נפגעים"), or a confirmation that nobody was injured. Like the damage report, a document has
 * none (null) until someone starts one; every text is bounded, dates are dd/MM/yyyy, ID numbers 5
 * to 9 digits and phones as the phone fields accept them.
 */

/** The most persons one statement lists. */
export const MAX_INJURED_PERSONS = 20;

/** Who the person was in the accident. */
export const injuredRoles = ['driver', 'passenger', 'pedestrian', 'other'] as const;
export type InjuredRole = (typeof injuredRoles)[number];

/** The treatment the person received; a hospital is named. */
export const injuryTreatments = ['none', 'firstAid', 'clinic', 'hospital'] as const;
export type InjuryTreatment = (typeof injuryTreatments)[number];

/**
 * A whole number from 0 to `max` kept as typed (digits), or empty; a number sent by an API client
 * is taken as its digits.
 */
const wholeNumber = (max: number, rangeMessage: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z
      .string({ error: m.numberOnly })
      .trim()
      .regex(/^\d*$/, { error: m.numberOnly })
      .refine((value) => !/^\d+$/.test(value) || Number(value) <= max, { error: rangeMessage })
      .transform((value) => (value === '' ? '' : String(Number(value))))
      .optional()
      .default(''),
  );

/**
 * One person injured. The name is required; age or birth date, whichever is known. A hospital is
 * named when the treatment was in one; the days away from work count only when the person was
 * away, so they are dropped otherwise (as is a hospital name for another treatment).
 */
export const injuredPersonSchema = z
  .object({
    name: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(200, { error: m.tooLong }),
    idNumber,
    phone,
    age: wholeNumber(120, m.ageRange),
    birthDate: day,
    role: z.enum(injuredRoles, { error: m.invalidValue }).optional().default('other'),
    injuryDescription: text(2000),
    treatment: z.enum(injuryTreatments, { error: m.invalidValue }).optional().default('none'),
    hospitalName: text(),
    absentFromWork: yesNo,
    absenceDays: wholeNumber(365, m.absenceDaysRange),
    note: text(1000),
  })
  .superRefine((person, ctx) => {
    if (person.treatment === 'hospital' && person.hospitalName === '')
      ctx.addIssue({ code: 'custom', path: ['hospitalName'], message: m.required });
  })
  .transform((person) => ({
    ...person,
    hospitalName: person.treatment === 'hospital' ? person.hospitalName : '',
    absenceDays: person.absentFromWork ? person.absenceDays : '',
  }));
export type InjuredPersonInput = z.input<typeof injuredPersonSchema>;
export type InjuredPerson = z.output<typeof injuredPersonSchema>;

/** The statement: the persons injured, or the confirmation that there are none (never both). */
export const personalAccidentsSchema = z
  .object({
    noInjuredPersons: yesNo,
    persons: z
      .array(injuredPersonSchema)
      .max(MAX_INJURED_PERSONS, { error: m.injuredPersonsMax })
      .optional()
      .default([]),
  })
  .superRefine((statement, ctx) => {
    if (statement.noInjuredPersons && statement.persons.length > 0)
      ctx.addIssue({ code: 'custom', path: ['noInjuredPersons'], message: m.injuredPersonsListed });
  });
export type DocPersonalAccidentsInput = z.input<typeof personalAccidentsSchema>;
export type DocPersonalAccidents = z.output<typeof personalAccidentsSchema>;

/** A statement just started: nobody listed yet, nothing confirmed. */
export function emptyPersonalAccidents(): DocPersonalAccidents {
  return personalAccidentsSchema.parse({});
}

/** A blank person for the form, in a role: the schema's defaults, the name still to type. */
export function newInjuredPerson(role: InjuredRole = 'other'): InjuredPerson {
  return {
    name: '',
    idNumber: '',
    phone: '',
    age: '',
    birthDate: '',
    role,
    injuryDescription: '',
    treatment: 'none',
    hospitalName: '',
    absentFromWork: false,
    absenceDays: '',
    note: '',
  };
}

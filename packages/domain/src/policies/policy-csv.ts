import type { z } from 'zod';
import { startsLikeFormula } from '../common/csv';
import { validationMessages as m } from '../common/messages';
import { can } from '../common/permissions';
import type { Role } from '../common/roles';
import { type IsoDate, parseDisplayDate } from '../insurance/dates';
import { insuredSchema } from '../insurance/insurance.schema';
import { checkPeriod } from '../insurance/period';
import { csvPolicyTypeCount } from '../policy-products/policy-product.schema';
import { normalizeMachineNumber } from '../users/user.schema';

/**
 * The subscription CSV (spec 1 §5). Columns in template order; the first five are required.
 * The template (/InsuranceTemplate.csv) has the Hebrew headers, in Windows-1255 like the files
 * the office exports from its spreadsheets.
 */
export const policyCsvColumns = [
  'tractorNumber',
  'vinNumber',
  'startDate',
  'endDate',
  'type',
  'name',
  'userId',
  'phoneNumber',
  'email',
] as const;
export type PolicyCsvColumn = (typeof policyCsvColumns)[number];
export type PolicyCsvRow = Record<PolicyCsvColumn, string>;

export const policyCsvHeaders: Record<PolicyCsvColumn, string> = {
  tractorNumber: 'מספר רכב',
  vinNumber: 'מספר שלדה',
  startDate: 'תאריך התחלה',
  endDate: 'תאריך סיום',
  type: 'סוג מנוי',
  name: 'שם המבוטח',
  userId: 'ת.ז. / ח.פ.',
  phoneNumber: 'טלפון',
  email: 'אימייל',
};

const requiredColumns: readonly PolicyCsvColumn[] = [
  'tractorNumber',
  'vinNumber',
  'startDate',
  'endDate',
  'type',
];
/** The insured's columns, required like the form's fields on an agent's or company's rows. */
const insuredColumns = ['name', 'userId', 'phoneNumber', 'email'] as const;
type InsuredColumn = (typeof insuredColumns)[number];

/** The per-row messages of the result dialog (spec 1 §8); the web translates `csv.<code>`. */
export const csvRowMessages = {
  imported: 'imported',
  allMissing: 'allMissing',
  missingValues: 'missingValues',
  typeOutOfRange: 'typeOutOfRange',
  periodTooLong: 'periodTooLong',
  invalidDate: 'invalidDate',
  vehicleNotFound: 'vehicleNotFound',
  chassisMismatch: 'chassisMismatch',
  startBeforeToday: 'startBeforeToday',
  startTooFar: 'startTooFar',
  invalidUserId: 'invalidUserId',
  invalidPhone: 'invalidPhone',
  invalidEmail: 'invalidEmail',
  valueTooLong: 'valueTooLong',
  unsafeCell: 'unsafeCell',
} as const;
export type CsvRowMessage = (typeof csvRowMessages)[keyof typeof csvRowMessages];

export type CheckedCsvRow =
  | {
      ok: false;
      message: CsvRowMessage;
      /** The required columns a `missingValues` row lacks. */
      missing?: PolicyCsvColumn[];
      /** The columns an `unsafeCell` or `valueTooLong` row is refused for. */
      columns?: PolicyCsvColumn[];
    }
  | {
      ok: true;
      tractorNumber: string;
      vinNumber: string;
      /** The period as YYYY-MM-DD (a subscription's `createdAt` and `expiredAt` in the spec's answer). */
      startDate: string;
      endDate: string;
      /** 1-based position of the subscription product in list order. */
      type: number;
      /** As the form keeps them: trimmed, the phone in international form; '' where not given. */
      insured: Record<InsuredColumn, string>;
    };

/**
 * Whose imported rows are active at once (spec 1 §4: imports are created active): only those who
 * approve subscriptions. Anyone else's rows arrive pending, checked like the form (issue 13).
 */
export function importArrivesActive(role: Role): boolean {
  return can(role, 'policies.approve');
}

/** The row rules of an import by this role: staff bring in periods that began already. */
export function csvRowRulesFor(role: Role, today: IsoDate): CsvRowRules {
  return importArrivesActive(role) ? {} : { startRulesFrom: today, insuredRequired: true };
}

export interface CsvRowRules {
  /**
   * Today, for the form's start rules (from today to two years ahead). Staff imports leave it out:
   * they bring in subscriptions that began already (spec 1 §5); agents' and companies' rows keep it.
   */
  startRulesFrom?: IsoDate;
  /** Name, ID, phone and email are required, as in the form (agents' and companies' rows). */
  insuredRequired?: boolean;
}

/** The period rules' messages as the row report names them. */
const periodMessages: Record<string, CsvRowMessage> = {
  [m.invalidDate]: 'invalidDate',
  [m.endBeforeStart]: 'invalidDate',
  [m.periodTooLong]: 'periodTooLong',
  [m.startBeforeToday]: 'startBeforeToday',
  [m.startTooFar]: 'startTooFar',
};

/** The form's rule of each insured column, taken from the form's own schema. */
const insuredRules: Record<InsuredColumn, { schema: z.ZodType; messages: Record<string, CsvRowMessage> }> = {
  name: { schema: insuredSchema.shape.name, messages: {} },
  userId: { schema: insuredSchema.shape.userId, messages: { [m.userIdLength]: 'invalidUserId' } },
  phoneNumber: { schema: insuredSchema.shape.phoneNumber, messages: { [m.invalidPhone]: 'invalidPhone' } },
  email: { schema: insuredSchema.shape.email, messages: { [m.invalidEmail]: 'invalidEmail' } },
};

/**
 * The checks that need nothing but the row: no cell that a spreadsheet would run as a formula,
 * required values, type 1 to 8 (and no more than the products there are), valid dates, end not
 * before start, at most 12 months, and the insured's ID (5–9 digits), phone and email by the
 * form's rules. The registry check comes after, on the rows that pass (`registryCheck`).
 */
export function checkCsvRow(
  row: Partial<PolicyCsvRow>,
  productCount: number,
  rules: CsvRowRules = {},
): CheckedCsvRow {
  const value = (column: PolicyCsvColumn) => (row[column] ?? '').trim();
  const required = rules.insuredRequired ? [...requiredColumns, ...insuredColumns] : requiredColumns;
  const missing = required.filter((column) => value(column) === '');
  if (requiredColumns.every((column) => missing.includes(column)))
    return { ok: false, message: 'allMissing', missing };
  // A phone may start with + (and people type dashes); its own rule refuses anything else.
  const unsafe = policyCsvColumns.filter(
    (column) => column !== 'phoneNumber' && startsLikeFormula(row[column] ?? ''),
  );
  if (unsafe.length > 0) return { ok: false, message: 'unsafeCell', columns: unsafe };
  if (missing.length > 0) return { ok: false, message: 'missingValues', missing };
  const type = Number(value('type'));
  if (!Number.isInteger(type) || type < 1 || type > Math.min(csvPolicyTypeCount, productCount))
    return { ok: false, message: 'typeOutOfRange' };
  const startDate = parseDisplayDate(value('startDate'));
  const endDate = parseDisplayDate(value('endDate'));
  if (!startDate || !endDate) return { ok: false, message: 'invalidDate' };
  // The period rule speaks the form's field names, createdAt and expiredAt.
  const period = { createdAt: startDate, expiredAt: endDate };
  const [periodIssue] = checkPeriod(period, rules.startRulesFrom ?? startDate, {
    startRules: rules.startRulesFrom !== undefined,
  });
  if (periodIssue) return { ok: false, message: periodMessages[periodIssue.message] ?? 'invalidDate' };
  const insured = { name: '', userId: '', phoneNumber: '', email: '' };
  for (const column of insuredColumns) {
    if (value(column) === '') continue;
    const checked = insuredRules[column].schema.safeParse(value(column));
    if (!checked.success) {
      const key = checked.error.issues[0]?.message ?? '';
      const message = insuredRules[column].messages[key];
      return message ? { ok: false, message } : { ok: false, message: 'valueTooLong', columns: [column] };
    }
    insured[column] = String(checked.data);
  }
  return {
    ok: true,
    tractorNumber: normalizeMachineNumber(value('tractorNumber')),
    vinNumber: normalizeMachineNumber(value('vinNumber')),
    startDate,
    endDate,
    type,
    insured,
  };
}

/** The vehicle must be in the registry by plate, with the same chassis number (spec 1 §5). */
export function registryCheck(
  row: { vinNumber: string },
  found: { mispar_shilda: string } | undefined,
): CsvRowMessage | null {
  if (!found) return 'vehicleNotFound';
  if (normalizeMachineNumber(found.mispar_shilda) !== row.vinNumber) return 'chassisMismatch';
  return null;
}

import { parseDisplayDate } from '../insurance/dates';
import { defaultEndFor } from '../insurance/period';
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
} as const;
export type CsvRowMessage = (typeof csvRowMessages)[keyof typeof csvRowMessages];

export type CheckedCsvRow =
  | { ok: false; message: CsvRowMessage; missing?: PolicyCsvColumn[] }
  | {
      ok: true;
      tractorNumber: string;
      vinNumber: string;
      createdAt: string;
      expiredAt: string;
      /** 1-based position of the subscription product in list order. */
      type: number;
    };

/**
 * The checks that need nothing but the row: required values, type 1 to 8 (and no more than the
 * products there are), valid dates, end not before start, at most 12 months. The registry check
 * comes after, on the rows that pass (`registryCheck`).
 */
export function checkCsvRow(row: Partial<PolicyCsvRow>, productCount: number): CheckedCsvRow {
  const value = (column: PolicyCsvColumn) => (row[column] ?? '').trim();
  const missing = requiredColumns.filter((column) => value(column) === '');
  if (missing.length === requiredColumns.length) return { ok: false, message: 'allMissing', missing };
  if (missing.length > 0) return { ok: false, message: 'missingValues', missing };
  const type = Number(value('type'));
  if (!Number.isInteger(type) || type < 1 || type > Math.min(csvPolicyTypeCount, productCount))
    return { ok: false, message: 'typeOutOfRange' };
  const createdAt = parseDisplayDate(value('startDate'));
  const expiredAt = parseDisplayDate(value('endDate'));
  if (!createdAt || !expiredAt || expiredAt < createdAt) return { ok: false, message: 'invalidDate' };
  if (expiredAt > defaultEndFor(createdAt)) return { ok: false, message: 'periodTooLong' };
  return {
    ok: true,
    tractorNumber: normalizeMachineNumber(value('tractorNumber')),
    vinNumber: normalizeMachineNumber(value('vinNumber')),
    createdAt,
    expiredAt,
    type,
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

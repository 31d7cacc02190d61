import { randomUUID } from 'node:crypto';
import {
  type CsvRowResult,
  checkCsvRow,
  csvRowRulesFor,
  importArrivesActive,
  validationMessages as m,
  maxPolicyCsvRows,
  type PolicyCsvColumn,
  type PolicyImportResult,
  policyCsvColumns,
  policyCsvHeaders,
  recordNumber,
  registryCheck,
  todayIso,
} from '@tg/domain';
import { recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import { type CsvReadOptions, readCsv } from '../../platform/csv/csv-records';
import type { Database, Executor } from '../../platform/db/client';
import { invalid } from '../../platform/http/errors';
import { emptySlots } from '../insurance/file-slots';
import { resolveParties } from '../insurance/insurance-parties';
import type { PolicyProductsService } from '../policy-products/policy-products.service';
import type { RegistryService } from '../registry/registry.service';
import { machineNumbersOf } from './policies.mapper';
import { policiesRepository } from './policies.repository';
import { policyEntity } from './policies.service';
import type { policies } from './policies.table';

interface ParsedLine {
  line: number;
  values: Partial<Record<PolicyCsvColumn, string>>;
}

/** Office spreadsheets save with commas, or semicolons where the comma is the decimal mark. */
const policyCsv: CsvReadOptions = { delimiters: [',', ';'] };

/**
 * Reads the whole file before anything is written (spec 1 §5: any parse error aborts). Columns are
 * found by their Hebrew or English header; a file without a known header is read in template order.
 * Windows-1255 or UTF-8 (with or without a byte-order mark); a quoted cell may hold line breaks.
 */
export async function parsePolicyCsv(content: Buffer): Promise<ParsedLine[]> {
  const byName = new Map<string, PolicyCsvColumn>(
    policyCsvColumns.flatMap((column) => [
      [policyCsvHeaders[column], column],
      [column.toLowerCase(), column],
    ]),
  );
  let columns: readonly (PolicyCsvColumn | undefined)[] | undefined;
  const rows: ParsedLine[] = [];
  for await (const { line, fields } of readCsv(content, policyCsv)) {
    if (!columns) {
      const known = fields.map((name) => byName.get(name) ?? byName.get(name.toLowerCase()));
      if (known.some(Boolean)) {
        columns = known;
        continue;
      }
      columns = policyCsvColumns;
    }
    if (fields.every((field) => field === '')) continue;
    if (rows.length === maxPolicyCsvRows)
      throw invalid({ file: m.tooLong }, `At most ${maxPolicyCsvRows} rows`);
    const values: Partial<Record<PolicyCsvColumn, string>> = {};
    fields.forEach((field, position) => {
      const column = columns?.[position];
      if (column) values[column] = field;
    });
    rows.push({ line, values });
  }
  if (!columns) throw invalid({ file: m.required }, 'The file is empty');
  if (rows.length === 0) throw invalid({ file: m.required }, 'The file has no rows');
  return rows;
}

const chunkSize = 1000;

/**
 * Imports subscriptions from a CSV (spec 1 §4). Staff rows are active at once; an agent's or
 * company's rows arrive pending, checked like the form, for staff to approve (ADR 0018). Every row
 * is checked on its own and reported; the rows that pass are written together in one transaction,
 * so a failure while writing leaves nothing half-imported (ADR 0010).
 */
export async function importPolicies(
  deps: {
    db: Database;
    products: PolicyProductsService;
    registry: RegistryService;
    now?: () => Date;
  },
  caller: AccessClaims,
  content: Buffer,
): Promise<PolicyImportResult> {
  const parsed = await parsePolicyCsv(content);
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const rules = csvRowRulesFor(caller.role, todayIso(now));
  const isActive = importArrivesActive(caller.role);
  return db.transaction(async (tx) => {
    const types = await deps.products.csvTypes(tx);
    const results: CsvRowResult[] = [];
    const passing: {
      line: number;
      values: ParsedLine['values'];
      checked: Extract<ReturnType<typeof checkCsvRow>, { ok: true }>;
    }[] = [];
    for (const row of parsed) {
      const checked = checkCsvRow(row.values, types.length, rules);
      if (checked.ok) passing.push({ line: row.line, values: row.values, checked });
      else
        results.push({
          line: row.line,
          tractorNumber: (row.values.tractorNumber ?? '').trim(),
          ok: false,
          message: checked.message,
          ...(checked.missing && checked.message === 'missingValues' ? { missing: checked.missing } : {}),
          ...(checked.columns ? { columns: checked.columns } : {}),
        });
    }
    const registered = new Map<
      string,
      { chassis: string; manufacturer: string; model: string; year: string; typeName: string }[]
    >();
    const plates = [...new Set(passing.map((row) => row.checked.tractorNumber))];
    for (let start = 0; start < plates.length; start += chunkSize) {
      const found = await deps.registry.byPlates(tx, plates.slice(start, start + chunkSize));
      for (const [plate, records] of found) registered.set(plate, records);
    }
    const parties = await resolveParties(tx, caller, '');
    const inserts: { line: number; values: Omit<typeof policies.$inferInsert, 'policyNumber'> }[] = [];
    for (const row of passing) {
      const records = registered.get(row.checked.tractorNumber) ?? [];
      const record = records.find((candidate) => candidate.chassis === row.checked.vinNumber) ?? records[0];
      const failure = registryCheck(row.checked, record ? { mispar_shilda: record.chassis } : undefined);
      if (failure || !record) {
        results.push({
          line: row.line,
          tractorNumber: row.checked.tractorNumber,
          ok: false,
          message: failure ?? 'vehicleNotFound',
        });
        continue;
      }
      const product = types[row.checked.type - 1];
      if (!product) continue;
      const insured = {
        userType: 'individual' as const,
        ...row.checked.insured,
        address: '',
        city: '',
        country: 'ישראל',
        postalCode: '',
        additionalInfo: '',
      };
      const machine = {
        vinNumber: record.chassis,
        tractorNumber: row.checked.tractorNumber,
        machine: record.manufacturer,
        model: record.model,
        year: record.year,
        description: record.typeName,
      };
      inserts.push({
        line: row.line,
        values: {
          status: isActive ? 'active' : 'pending',
          startDate: row.checked.startDate,
          endDate: row.checked.endDate,
          groupId: parties.groupId,
          createdById: caller.userId,
          createdByRole: caller.role,
          createdByName: parties.createdBy.name,
          productId: product.id,
          product: {
            _id: product.id,
            policyNumber: String(product.number),
            policyName: product.name,
            policyPrice: product.price,
            policyType: product.serviceType,
            deductible: product.deductible,
            type: product.type,
            link: product.link,
          },
          machine,
          ...machineNumbersOf(machine),
          userType: 'individual',
          insured,
          insuredName: insured.name,
          insuredIdNumber: insured.userId,
          files: emptySlots,
          ...(isActive ? { approvedAt: now, approvedBy: parties.createdBy } : {}),
        },
      });
    }
    const numbers = await insertWithFreshNumbers(
      tx,
      inserts.map((entry) => entry.values),
    );
    inserts.forEach((entry, index) => {
      results.push({
        line: entry.line,
        tractorNumber: entry.values.plate ?? '',
        ok: true,
        message: 'imported',
        policyNumber: numbers[index],
      });
    });
    results.sort((a, b) => a.line - b.line);
    const imported = inserts.length;
    // Active rows skip the approval step, so the log names each one they made (issue 13).
    await recordActivity(tx, caller, {
      action: 'import',
      entity: policyEntity,
      newValues: {
        status: isActive ? 'active' : 'pending',
        imported,
        failed: results.length - imported,
        rows: parsed.length,
        policyNumbers: numbers,
      },
    });
    return { imported, failed: results.length - imported, rows: results };
  });
}

/** Inserts in chunks; a number that repeats one already taken is drawn again for that row only. */
async function insertWithFreshNumbers(
  tx: Executor,
  rows: Omit<typeof policies.$inferInsert, 'policyNumber'>[],
): Promise<string[]> {
  // Numbers are drawn unique within the file too: two rows never share one.
  const drawn = new Set<string>();
  const draw = () => {
    let number = recordNumber('PI', randomUUID());
    while (drawn.has(number)) number = recordNumber('PI', randomUUID());
    drawn.add(number);
    return number;
  };
  const numbers = rows.map(draw);
  let pending = rows.map((_, index) => index);
  for (let attempt = 0; attempt < 5 && pending.length > 0; attempt++) {
    const stillPending: number[] = [];
    for (let start = 0; start < pending.length; start += chunkSize) {
      const chunk = pending.slice(start, start + chunkSize);
      const inserted = await policiesRepository.insertManyIgnoringTaken(
        tx,
        chunk.map(
          (index) => ({ ...rows[index], policyNumber: numbers[index] }) as typeof policies.$inferInsert,
        ),
      );
      const landed = new Set(inserted.map((row) => row.policyNumber));
      for (const index of chunk) {
        if (!landed.has(numbers[index] as string)) {
          numbers[index] = draw();
          stillPending.push(index);
        }
      }
    }
    pending = stillPending;
  }
  if (pending.length > 0) throw new Error('could not draw free policy numbers');
  return numbers as string[];
}

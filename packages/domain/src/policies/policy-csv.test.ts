import { describe, expect, it } from 'vitest';
import {
  checkCsvRow,
  type PolicyCsvRow,
  policyCsvColumns,
  policyCsvHeaders,
  registryCheck,
} from './policy-csv';

const row: Partial<PolicyCsvRow> = {
  tractorNumber: '12-345-67',
  vinNumber: 'wvw zzz-1jz',
  startDate: '01/03/2026',
  endDate: '28/02/2027',
  type: '2',
};
const productCount = 8;

describe('policies CSV: the template columns', () => {
  it('has a Hebrew header for each column, the five required ones first', () => {
    expect(policyCsvColumns.slice(0, 5)).toEqual([
      'tractorNumber',
      'vinNumber',
      'startDate',
      'endDate',
      'type',
    ]);
    for (const column of policyCsvColumns) expect(policyCsvHeaders[column]).toMatch(/[\u05D0-\u05EA]/);
  });
});

describe('policies CSV: checkCsvRow (spec 1 §5, §8)', () => {
  it('accepts a complete row, normalising the numbers and reading the dates', () => {
    expect(checkCsvRow(row, productCount)).toEqual({
      ok: true,
      tractorNumber: '1234567',
      vinNumber: 'WVWZZZ1JZ',
      createdAt: '2026-03-01',
      expiredAt: '2027-02-28',
      type: 2,
    });
  });

  it('reports all values missing on an empty row, whatever the optional columns hold', () => {
    const missing = ['tractorNumber', 'vinNumber', 'startDate', 'endDate', 'type'];
    expect(checkCsvRow({}, productCount)).toEqual({ ok: false, message: 'allMissing', missing });
    expect(checkCsvRow({ tractorNumber: ' ', type: '', name: 'דנה לוי' }, productCount)).toEqual({
      ok: false,
      message: 'allMissing',
      missing,
    });
  });

  it.each([
    [{ tractorNumber: '' }, ['tractorNumber']],
    [{ vinNumber: '  ' }, ['vinNumber']],
    [{ startDate: '', endDate: '' }, ['startDate', 'endDate']],
    [{ type: undefined }, ['type']],
  ])('names the missing values of %o', (changes, missing) => {
    expect(checkCsvRow({ ...row, ...changes }, productCount)).toEqual({
      ok: false,
      message: 'missingValues',
      missing,
    });
  });

  it.each(['0', '9', 'x', '1.5', '-1'])('refuses type %s: 1 to 8', (type) => {
    expect(checkCsvRow({ ...row, type }, productCount)).toEqual({ ok: false, message: 'typeOutOfRange' });
  });

  it('refuses a type above the number of products there are', () => {
    expect(checkCsvRow({ ...row, type: '4' }, 3)).toEqual({ ok: false, message: 'typeOutOfRange' });
    expect(checkCsvRow({ ...row, type: '3' }, 3)).toMatchObject({ ok: true, type: 3 });
    expect(checkCsvRow({ ...row, type: '1' }, 0)).toEqual({ ok: false, message: 'typeOutOfRange' });
  });

  it.each(['1', '8', ' 5 '])('accepts type %s', (type) => {
    expect(checkCsvRow({ ...row, type }, productCount)).toMatchObject({ ok: true });
  });

  it.each([
    ['an impossible start', { startDate: '31/02/2026' }],
    ['an end that is not a date', { endDate: 'next year' }],
    ['a two-digit year', { startDate: '01/03/26' }],
    ['an end before the start', { startDate: '01/03/2026', endDate: '28/02/2026' }],
  ])('refuses %s as an invalid date', (_case, changes) => {
    expect(checkCsvRow({ ...row, ...changes }, productCount)).toEqual({ ok: false, message: 'invalidDate' });
  });

  it('reads the date forms a spreadsheet writes', () => {
    expect(checkCsvRow({ ...row, startDate: '1.3.2026', endDate: '2027-03-01' }, productCount)).toMatchObject(
      {
        ok: true,
        createdAt: '2026-03-01',
        expiredAt: '2027-03-01',
      },
    );
  });

  it('accepts exactly one year and refuses one day more (12-month cap)', () => {
    expect(checkCsvRow({ ...row, endDate: '01/03/2027' }, productCount)).toMatchObject({ ok: true });
    expect(checkCsvRow({ ...row, endDate: '02/03/2027' }, productCount)).toEqual({
      ok: false,
      message: 'periodTooLong',
    });
    expect(checkCsvRow({ ...row, startDate: '29/02/2028', endDate: '01/03/2029' }, productCount)).toEqual({
      ok: false,
      message: 'periodTooLong',
    });
  });

  it('accepts a period that has already begun or ended: imports skip the start rules', () => {
    expect(
      checkCsvRow({ ...row, startDate: '01/01/2020', endDate: '31/12/2020' }, productCount),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe('policies CSV: registryCheck', () => {
  const checked = checkCsvRow(row, productCount);
  if (!checked.ok) throw new Error('the sample row must pass');

  it('refuses a vehicle the registry does not have', () => {
    expect(registryCheck(checked, undefined)).toBe('vehicleNotFound');
  });

  it('refuses a different chassis number', () => {
    expect(registryCheck(checked, { mispar_shilda: 'WVWZZZ1JY' })).toBe('chassisMismatch');
  });

  it.each([
    'WVWZZZ1JZ',
    'wvwzzz1jz',
    'WVW-ZZZ 1JZ',
    ' wvw zzz-1jz ',
  ])('accepts chassis %s, ignoring spaces, dashes and case', (chassis) => {
    expect(registryCheck(checked, { mispar_shilda: chassis })).toBeNull();
  });
});

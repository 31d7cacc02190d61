import { describe, expect, it } from 'vitest';
import {
  checkCsvRow,
  csvRowRulesFor,
  importArrivesActive,
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
      startDate: '2026-03-01',
      endDate: '2027-02-28',
      type: 2,
      insured: { name: '', userId: '', phoneNumber: '', email: '' },
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

  it.each(['0', '9', 'x', '1.5'])('refuses type %s: 1 to 8', (type) => {
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
        startDate: '2026-03-01',
        endDate: '2027-03-01',
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

describe('policies CSV: the insured, by the form’s rules (issue 13 item 4)', () => {
  const insured = {
    name: 'משה כהן',
    userId: '123456782',
    phoneNumber: '050-1234567',
    email: 'm@example.org',
  };

  it('keeps the insured as the form does: the phone in international form', () => {
    expect(checkCsvRow({ ...row, ...insured }, productCount)).toMatchObject({
      ok: true,
      insured: { ...insured, phoneNumber: '+972501234567' },
    });
    expect(checkCsvRow({ ...row, ...insured, phoneNumber: '+972501234567' }, productCount)).toMatchObject({
      ok: true,
      insured: { phoneNumber: '+972501234567' },
    });
  });

  it.each([
    ['an ID of 4 digits', { userId: '1234' }, 'invalidUserId'],
    ['an ID of 10 digits', { userId: '1234567890' }, 'invalidUserId'],
    ['an ID with letters', { userId: '12345A' }, 'invalidUserId'],
    ['a phone with letters', { phoneNumber: '050-CALL-ME' }, 'invalidPhone'],
    ['a phone that is too short', { phoneNumber: '0501' }, 'invalidPhone'],
    ['a phone that is a formula', { phoneNumber: '=1+1' }, 'invalidPhone'],
    ['an email without a domain', { email: 'moshe@' }, 'invalidEmail'],
  ])('refuses %s, whoever imports', (_case, changes, message) => {
    expect(checkCsvRow({ ...row, ...insured, ...changes }, productCount)).toEqual({ ok: false, message });
  });

  it('refuses a name longer than the form takes, naming the column', () => {
    expect(checkCsvRow({ ...row, ...insured, name: 'א'.repeat(201) }, productCount)).toEqual({
      ok: false,
      message: 'valueTooLong',
      columns: ['name'],
    });
  });

  it('lets staff rows leave the insured out, but not agents’ rows', () => {
    expect(checkCsvRow(row, productCount)).toMatchObject({ ok: true });
    expect(checkCsvRow({ ...row, name: 'משה' }, productCount, { insuredRequired: true })).toEqual({
      ok: false,
      message: 'missingValues',
      missing: ['userId', 'phoneNumber', 'email'],
    });
  });
});

describe('policies CSV: the start rules of the form for agents’ rows', () => {
  const today = '2026-11-25';
  const agentRules = { startRulesFrom: today, insuredRequired: true };
  const insured = { name: 'משה כהן', userId: '123456782', phoneNumber: '0501234567', email: 'm@example.org' };

  it.each([
    ['yesterday', '24/11/2026', '23/11/2027', 'startBeforeToday'],
    ['a backdated year', '01/01/2026', '31/12/2026', 'startBeforeToday'],
    ['more than two years ahead', '26/11/2028', '26/11/2029', 'startTooFar'],
  ])('refuses a start %s', (_case, startDate, endDate, message) => {
    expect(checkCsvRow({ ...row, ...insured, startDate, endDate }, productCount, agentRules)).toEqual({
      ok: false,
      message,
    });
  });

  it.each([
    ['today', '25/11/2026', '25/11/2027'],
    ['two years ahead', '25/11/2028', '25/11/2029'],
  ])('accepts a start %s', (_case, startDate, endDate) => {
    expect(checkCsvRow({ ...row, ...insured, startDate, endDate }, productCount, agentRules)).toMatchObject({
      ok: true,
      startDate: `${startDate.slice(6)}-${startDate.slice(3, 5)}-${startDate.slice(0, 2)}`,
    });
  });
});

describe('policies CSV: cells a spreadsheet would run (issue 13 item 4)', () => {
  it.each([
    ['tractorNumber', '=HYPERLINK("http://evil","click")'],
    ['vinNumber', '@SUM(A1)'],
    ['name', '=HYPERLINK("http://evil","משה")'],
    ['name', '\t=1+1'],
    ['name', '-1+1'],
    ['email', '=x@example.org'],
    ['userId', '+123456'],
    ['type', '-1'],
    ['startDate', '=TODAY()'],
  ])('refuses %s %j, naming the column', (column, value) => {
    expect(checkCsvRow({ ...row, [column]: value }, productCount)).toEqual({
      ok: false,
      message: 'unsafeCell',
      columns: [column],
    });
  });

  it('keeps a phone that starts with + (its own rule refuses the rest)', () => {
    expect(checkCsvRow({ ...row, phoneNumber: '+972-50-1234567' }, productCount)).toMatchObject({
      ok: true,
      insured: { phoneNumber: '+972501234567' },
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

describe('policies CSV: who imports active rows', () => {
  it('only those who approve: staff rows are active, everyone else’s pending and checked like the form', () => {
    expect(importArrivesActive('admin')).toBe(true);
    expect(importArrivesActive('worker')).toBe(true);
    for (const role of ['agent', 'company', 'customer'] as const) {
      expect(importArrivesActive(role)).toBe(false);
      expect(csvRowRulesFor(role, '2026-11-25')).toEqual({
        startRulesFrom: '2026-11-25',
        insuredRequired: true,
      });
    }
    expect(csvRowRulesFor('worker', '2026-11-25')).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  damageReportInputSchema,
  damageReportIssues,
  filesInputSchema,
  insuredSchema,
  machineSnapshotSchema,
  policyNumberPattern,
  recordNumber,
  serviceCallNumberPattern,
  slotPurpose,
} from './insurance.schema';

/** Field path → the first message on it, the way forms show errors. */
const firstMessages = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

const machine = {
  vinNumber: 'WVWZZZ1JZXW000001',
  tractorNumber: '',
  machine: 'John Deere',
  model: '6R',
  year: '2021',
};
const insured = {
  userType: 'individual',
  name: 'דנה לוי',
  userId: '123456789',
  phoneNumber: '050-1234567',
  email: 'dana@example.co.il',
};

describe('insurance machine: wizard step 1 (spec 1 §5)', () => {
  it('accepts a chassis number alone or a plate alone', () => {
    expect(firstMessages(machineSnapshotSchema, machine)).toEqual({});
    expect(
      firstMessages(machineSnapshotSchema, { ...machine, vinNumber: '', tractorNumber: '1234567' }),
    ).toEqual({});
  });

  it('asks for a chassis or a plate when both are empty or blank', () => {
    expect(firstMessages(machineSnapshotSchema, { ...machine, vinNumber: ' ', tractorNumber: '' })).toEqual({
      vinNumber: 'validation.machineNumberRequired',
    });
    expect(
      firstMessages(machineSnapshotSchema, { ...machine, vinNumber: '-', tractorNumber: ' - ' }),
    ).toEqual({
      vinNumber: 'validation.machineNumberRequired',
    });
  });

  it.each([
    'machine',
    'model',
    'year',
  ] as const)('asks for the full vehicle details when %s is missing', (field) => {
    expect(firstMessages(machineSnapshotSchema, { ...machine, [field]: '  ' })).toEqual({
      [field]: 'validation.vehicleDetailsRequired',
    });
  });

  it('reports every missing field of an empty form', () => {
    expect(firstMessages(machineSnapshotSchema, {})).toEqual({
      vinNumber: 'validation.machineNumberRequired',
      machine: 'validation.vehicleDetailsRequired',
      model: 'validation.vehicleDetailsRequired',
      year: 'validation.vehicleDetailsRequired',
    });
  });

  it.each(['21', '202a', 'שנה'])('wants a four-digit year, not %s', (year) => {
    expect(firstMessages(machineSnapshotSchema, { ...machine, year })).toEqual({
      year: 'validation.yearFourDigits',
    });
  });

  it('refuses a year longer than four characters', () => {
    expect(firstMessages(machineSnapshotSchema, { ...machine, year: '20215' })).toEqual({
      year: 'validation.tooLong',
    });
  });

  it('keeps plates and chassis numbers without spaces or dashes, in capitals', () => {
    const parsed = machineSnapshotSchema.parse({
      ...machine,
      vinNumber: ' wvw-zzz 1jz ',
      tractorNumber: '12-345-67',
    });
    expect(parsed.vinNumber).toBe('WVWZZZ1JZ');
    expect(parsed.tractorNumber).toBe('1234567');
  });

  it('trims the details and defaults the description', () => {
    expect(machineSnapshotSchema.parse({ ...machine, machine: '  John Deere ' })).toEqual({
      ...machine,
      description: '',
    });
  });
});

describe('insurance insured: wizard step 2 (spec 1 §5)', () => {
  it.each(['individual', 'business'])('accepts a complete %s', (userType) => {
    expect(firstMessages(insuredSchema, { ...insured, userType })).toEqual({});
  });

  it.each(['individual', 'business'])('requires the name of a %s', (userType) => {
    expect(firstMessages(insuredSchema, { ...insured, userType, name: '  ' })).toEqual({
      name: 'validation.required',
    });
  });

  it('requires the customer type, name, ID, phone and email', () => {
    expect(firstMessages(insuredSchema, {})).toEqual({
      userType: 'validation.required',
      name: 'validation.required',
      userId: 'validation.required',
      phoneNumber: 'validation.required',
      email: 'validation.required',
    });
    expect(firstMessages(insuredSchema, { ...insured, userType: 'company' })).toEqual({
      userType: 'validation.required',
    });
  });

  it.each([
    '1234',
    '1234567890',
    '12a45',
    '12-345',
  ])('refuses ID or company number %s: 5 to 9 digits', (userId) => {
    expect(firstMessages(insuredSchema, { ...insured, userId })).toEqual({
      userId: 'validation.userIdLength',
    });
  });

  it.each(['12345', '515123456', ' 123456789 '])('accepts ID or company number %s', (userId) => {
    expect(firstMessages(insuredSchema, { ...insured, userId })).toEqual({});
  });

  it.each([
    ['050-1234567', '+972501234567'],
    ['0501234567', '+972501234567'],
    ['9720501234567', '+972501234567'],
    ['+972 50 123 4567', '+972501234567'],
    ['(03) 123.4567', '+97231234567'],
  ])('normalises phone %s to %s', (phoneNumber, expected) => {
    expect(insuredSchema.parse({ ...insured, phoneNumber }).phoneNumber).toBe(expected);
  });

  it.each(['050_1234567', 'phone', '12'])('refuses phone %s', (phoneNumber) => {
    expect(firstMessages(insuredSchema, { ...insured, phoneNumber })).toEqual({
      phoneNumber: 'validation.invalidPhone',
    });
  });

  it.each(['dana@', 'dana@example', 'dana example@x.com', 'dana@example.c'])('refuses email %s', (email) => {
    expect(firstMessages(insuredSchema, { ...insured, email })).toEqual({ email: 'validation.invalidEmail' });
  });

  it('requires the email', () => {
    expect(firstMessages(insuredSchema, { ...insured, email: '' })).toEqual({ email: 'validation.required' });
  });

  it('defaults the country to Israel and the optional fields to empty', () => {
    expect(insuredSchema.parse(insured)).toMatchObject({
      country: 'ישראל',
      address: '',
      city: '',
      postalCode: '',
      additionalInfo: '',
    });
  });
});

describe('insurance damage report: step 3 of an insurance case (spec 1 §5)', () => {
  const report = {
    policyDetails: { policyNumber: 'POL-778' },
    insuredPerson: { name: 'דנה לוי', idNumber: '123456789', address: '' },
    accidentDetails: { accidentDate: '2026-03-10', accidentLocation: 'כביש 6' },
  };
  const issuesOf = (input: unknown) => damageReportIssues(damageReportInputSchema.parse(input));

  it('accepts a report with policy number, insured name and ID, accident date and place', () => {
    expect(issuesOf(report)).toEqual([]);
  });

  it('requires each of them on an empty report', () => {
    expect(issuesOf({})).toEqual([
      { path: 'damageReport.policyDetails.policyNumber', message: 'validation.required' },
      { path: 'damageReport.insuredPerson.name', message: 'validation.required' },
      { path: 'damageReport.insuredPerson.idNumber', message: 'validation.required' },
      { path: 'damageReport.accidentDetails.accidentDate', message: 'validation.required' },
      { path: 'damageReport.accidentDetails.accidentLocation', message: 'validation.required' },
    ]);
  });

  it.each(['10/03/2026', '2026-3-10', '2026-02-31'])('refuses accident date %s', (accidentDate) => {
    expect(issuesOf({ ...report, accidentDetails: { ...report.accidentDetails, accidentDate } })).toEqual([
      { path: 'damageReport.accidentDetails.accidentDate', message: 'validation.invalidDate' },
    ]);
  });

  it('defaults the checkboxes to unticked', () => {
    expect(damageReportInputSchema.parse(report).accidentDetails).toMatchObject({
      policeInvolved: false,
      towTruckInvolved: false,
      fireDepartmentInvolved: false,
    });
  });
});

describe('insurance files: the upload slots', () => {
  it('starts with every slot empty', () => {
    expect(filesInputSchema.parse(undefined)).toEqual({
      images: { front: null, back: null, right: null, left: null },
      documents: { machineInsurance: null, machineLicense: null },
    });
  });

  it('takes an uploaded file id or null in a slot, nothing else', () => {
    const _id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(filesInputSchema.parse({ images: { front: { _id }, back: null } }).images).toEqual({
      front: { _id },
      back: null,
      right: null,
      left: null,
    });
    expect(firstMessages(filesInputSchema, { documents: { machineLicense: { _id: 'x' } } })).toEqual({
      'documents.machineLicense._id': 'validation.invalidValue',
    });
  });

  it('sends photo slots to photo uploads and document slots to document uploads', () => {
    expect(slotPurpose('front')).toBe('photo');
    expect(slotPurpose('left')).toBe('photo');
    expect(slotPurpose('machineInsurance')).toBe('document');
    expect(slotPurpose('machineLicense')).toBe('document');
  });
});

describe('insurance record numbers: PI- and SC- (spec 1 §9)', () => {
  const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

  it('takes the first segment of the id in capitals', () => {
    expect(recordNumber('PI', uuid)).toBe('PI-3F2504E0');
    expect(recordNumber('SC', uuid)).toBe('SC-3F2504E0');
  });

  it('matches the patterns each number is checked with', () => {
    expect(recordNumber('PI', uuid)).toMatch(policyNumberPattern);
    expect(recordNumber('SC', uuid)).toMatch(serviceCallNumberPattern);
    expect(recordNumber('SC', uuid)).not.toMatch(policyNumberPattern);
    expect(recordNumber('PI', uuid)).not.toMatch(serviceCallNumberPattern);
  });

  it.each([
    'PI-3f2504e0',
    'PI-3F2504E',
    'PI-3F2504E01',
    'PI3F2504E0',
    'PI-3F2504EG',
    ' PI-3F2504E0',
  ])('refuses %s as a policy number', (value) => {
    expect(policyNumberPattern.test(value)).toBe(false);
  });
});

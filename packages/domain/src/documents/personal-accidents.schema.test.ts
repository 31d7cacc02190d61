import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../common/messages';
import { documentInputSchema } from './document.schema';
import { coreFieldsChanged } from './document-changes';
import {
  emptyPersonalAccidents,
  injuredPersonSchema,
  MAX_INJURED_PERSONS,
  newInjuredPerson,
  personalAccidentsSchema,
} from './personal-accidents.schema';

/** The message of each failed path, `persons.0.field` → key. */
function issuesOf(input: unknown): Record<string, string> {
  const result = personalAccidentsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const dana = {
  name: ' דנה לוי ',
  idNumber: '123456782',
  phone: '050-1234567',
  age: '34',
  birthDate: '01/05/1991',
  role: 'passenger',
  injuryDescription: 'חבלה ביד ימין',
  treatment: 'hospital',
  hospitalName: 'רמב״ם',
  absentFromWork: true,
  absenceDays: '5',
  note: 'ישבה מאחור',
};

describe('personal accidents: a statement', () => {
  it('starts empty: nobody listed, nothing confirmed', () => {
    expect(emptyPersonalAccidents()).toEqual({ noInjuredPersons: false, persons: [] });
  });

  it('keeps every detail of a person as typed, trimmed', () => {
    const statement = personalAccidentsSchema.parse({ persons: [dana] });
    expect(statement.persons).toEqual([
      {
        name: 'דנה לוי',
        idNumber: '123456782',
        phone: '050-1234567',
        age: '34',
        birthDate: '01/05/1991',
        role: 'passenger',
        injuryDescription: 'חבלה ביד ימין',
        treatment: 'hospital',
        hospitalName: 'רמב״ם',
        absentFromWork: true,
        absenceDays: '5',
        note: 'ישבה מאחור',
      },
    ]);
  });

  it('fills what a person leaves out: role other, no treatment, not away from work', () => {
    const [person] = personalAccidentsSchema.parse({ persons: [{ name: 'משה' }] }).persons;
    expect(person).toEqual({ ...newInjuredPerson(), name: 'משה' });
    expect(person).toMatchObject({ role: 'other', treatment: 'none', absentFromWork: false });
  });

  it('takes numbers and yes/no words from API clients, and drops unknown fields', () => {
    const [person] = personalAccidentsSchema.parse({
      persons: [{ name: 'משה', age: 40, absentFromWork: 'כן', absenceDays: 12, hack: 1 }],
      extra: true,
    }).persons;
    expect(person).toMatchObject({ age: '40', absentFromWork: true, absenceDays: '12' });
    expect(person).not.toHaveProperty('hack');
    expect(personalAccidentsSchema.parse({ noInjuredPersons: 'yes' }).noInjuredPersons).toBe(true);
  });

  it('forgets a hospital name when the treatment was elsewhere and days away when the person was not away', () => {
    const [person] = personalAccidentsSchema.parse({
      persons: [{ ...dana, treatment: 'clinic', absentFromWork: false }],
    }).persons;
    expect(person).toMatchObject({ treatment: 'clinic', hospitalName: '', absenceDays: '' });
  });
});

describe('personal accidents: refused fields, each with its message', () => {
  it('needs a name for each person, and the hospital when treated in one', () => {
    expect(issuesOf({ persons: [{ name: '  ' }, { name: 'משה', treatment: 'hospital' }] })).toEqual({
      'persons.0.name': m.required,
      'persons.1.hospitalName': m.required,
    });
    expect(issuesOf({ persons: [{}] })).toEqual({ 'persons.0.name': m.required });
  });

  it('checks ID numbers, phones, dates, ages and days away where they are filled', () => {
    expect(
      issuesOf({
        persons: [
          {
            name: 'משה',
            idNumber: '1234',
            phone: '050-abc',
            birthDate: '31/02/1990',
            age: '121',
            absentFromWork: true,
            absenceDays: '400',
          },
          { name: 'דנה', age: 'שלושים', absentFromWork: true, absenceDays: '-3', birthDate: '1990-01-01' },
        ],
      }),
    ).toEqual({
      'persons.0.idNumber': m.userIdLength,
      'persons.0.phone': m.invalidPhone,
      'persons.0.birthDate': m.invalidDate,
      'persons.0.age': m.ageRange,
      'persons.0.absenceDays': m.absenceDaysRange,
      'persons.1.age': m.numberOnly,
      'persons.1.absenceDays': m.numberOnly,
      'persons.1.birthDate': m.invalidDate,
    });
  });

  it('takes only the listed roles and treatments', () => {
    for (const role of ['driver', 'passenger', 'pedestrian', 'other'])
      expect(injuredPersonSchema.parse({ name: 'א', role }).role).toBe(role);
    for (const treatment of ['none', 'firstAid', 'clinic'])
      expect(injuredPersonSchema.parse({ name: 'א', treatment }).treatment).toBe(treatment);
    expect(issuesOf({ persons: [{ name: 'א', role: 'cyclist', treatment: 'surgery' }] })).toEqual({
      'persons.0.role': m.invalidValue,
      'persons.0.treatment': m.invalidValue,
    });
  });

  it('bounds the texts', () => {
    expect(
      issuesOf({
        persons: [
          {
            name: 'א'.repeat(201),
            injuryDescription: 'x'.repeat(2001),
            note: 'x'.repeat(1001),
          },
        ],
      }),
    ).toEqual({
      'persons.0.name': m.tooLong,
      'persons.0.injuryDescription': m.tooLong,
      'persons.0.note': m.tooLong,
    });
  });

  it(`lists at most ${MAX_INJURED_PERSONS} persons`, () => {
    const persons = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ name: `נפגע ${index}` }));
    expect(personalAccidentsSchema.parse({ persons: persons(MAX_INJURED_PERSONS) }).persons).toHaveLength(20);
    expect(issuesOf({ persons: persons(MAX_INJURED_PERSONS + 1) })).toEqual({ persons: m.injuredPersonsMax });
  });

  it('refuses confirming that nobody was injured while persons are listed', () => {
    expect(issuesOf({ noInjuredPersons: true, persons: [{ name: 'משה' }] })).toEqual({
      noInjuredPersons: m.injuredPersonsListed,
    });
    expect(personalAccidentsSchema.parse({ noInjuredPersons: true })).toEqual({
      noInjuredPersons: true,
      persons: [],
    });
  });

  it('refuses malformed statements without throwing', () => {
    for (const malformed of ['x', 3, [], { persons: 'x' }, { persons: [3] }, { noInjuredPersons: 'maybe' }])
      expect(personalAccidentsSchema.safeParse(malformed).success, JSON.stringify(malformed)).toBe(false);
  });
});

describe('personal accidents inside a document', () => {
  it('is null unless the document has a statement, and a sent one is checked and completed', () => {
    expect(documentInputSchema.parse({}).personalAccidents).toBeNull();
    const doc = documentInputSchema.parse({ personalAccidents: { persons: [{ name: 'דנה' }] } });
    expect(doc.personalAccidents?.persons[0]).toMatchObject({ name: 'דנה', role: 'other' });
    const bad = documentInputSchema.safeParse({
      personalAccidents: { persons: [{ name: 'דנה', phone: '1' }] },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['personalAccidents', 'persons', 0, 'phone']);
    expect(bad.error?.issues[0]?.message).toBe(m.invalidPhone);
  });

  it('is printed: changing it makes the edit store a new true copy', () => {
    const before = documentInputSchema.parse({});
    const after = documentInputSchema.parse({ personalAccidents: { persons: [{ name: 'דנה' }] } });
    expect(coreFieldsChanged(before, after)).toBe(true);
    expect(coreFieldsChanged(after, after)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../common/messages';
import {
  type DocDamageReportInput,
  damageReportSchema,
  emptyDocDamageReport,
  SIGNATURE_CANVAS,
  SIGNATURE_MAX_LENGTH,
} from './damage-report.schema';
import { documentInputSchema } from './document.schema';

/** The message of each failed path, `section.field` → key. */
function issuesOf(input: unknown): Record<string, string> {
  const result = damageReportSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('the damage report: a blank form', () => {
  it('is every section with the spec’s defaults: vehicle light, gender male, comprehensive insurance, answers no', () => {
    const blank = emptyDocDamageReport();
    expect(Object.keys(blank)).toEqual([
      'policyDetails',
      'insuredPerson',
      'driverDetails',
      'accidentDetails',
      'thirdPartyDetails',
      'declaration',
      'driverSign',
      'insuredSign',
      'damageImages',
    ]);
    expect(blank.insuredPerson.vehicleType).toBe('light');
    expect(blank.thirdPartyDetails.vehicleType).toBe('light');
    expect(blank.driverDetails.gender).toBe('male');
    expect(blank.thirdPartyDetails.insuranceType).toBe('comprehensive');
    expect(blank.insuredPerson.osek_murshe).toBe(false);
    expect(blank.driverDetails.drivingWithInsurancePermission).toBe(false);
    expect(blank.declaration.communicationPreference).toEqual({
      email: false,
      mobilePhone: false,
      postalMail: false,
    });
    expect(blank.insuredPerson.address).toEqual({
      street: '',
      houseNumber: '',
      city: '',
      postalCode: '',
      homePhone: '',
      mobilePhone: '',
      fax: '',
      email: '',
    });
    expect(blank.driverDetails.address.city).toBe('');
    expect([blank.driverSign, blank.insuredSign, blank.damageImages]).toEqual(['', '', []]);
    expect(blank.accidentDetails).toMatchObject({
      accidentDate: '',
      towTruckInvolved: false,
      policeInvolved: false,
      fireDepartmentInvolved: false,
    });
  });

  it('fills what a partial report leaves out and keeps what it says', () => {
    const report = damageReportSchema.parse({
      insuredPerson: { name: ' דנה לוי ', address: { city: 'חיפה' } },
      thirdPartyDetails: { insuranceType: 'mandatory' },
    });
    expect(report.insuredPerson.name).toBe('דנה לוי');
    expect(report.insuredPerson.address.city).toBe('חיפה');
    expect(report.insuredPerson.address.street).toBe('');
    expect(report.insuredPerson.vehicleType).toBe('light');
    expect(report.thirdPartyDetails.insuranceType).toBe('mandatory');
    expect(report.driverDetails.gender).toBe('male');
  });

  it('drops fields it does not know', () => {
    const report = damageReportSchema.parse({ policyDetails: { policyNumber: 'P1', hack: 'x' }, extra: 1 });
    expect(report.policyDetails).not.toHaveProperty('hack');
    expect(report).not.toHaveProperty('extra');
  });
});

describe('the damage report: yes/no answers', () => {
  it('are stored as booleans, whether sent as booleans or as the words', () => {
    const answers = (osek: unknown, permission: unknown) => {
      const report = damageReportSchema.parse({
        insuredPerson: { osek_murshe: osek },
        driverDetails: { drivingWithInsurancePermission: permission },
      } as DocDamageReportInput);
      return [report.insuredPerson.osek_murshe, report.driverDetails.drivingWithInsurancePermission];
    };
    expect(answers(true, false)).toEqual([true, false]);
    expect(answers('כן', 'לא')).toEqual([true, false]);
    expect(answers('yes', 'no')).toEqual([true, false]);
    expect(answers('false', 'true')).toEqual([false, true]);
  });

  it('refuses anything else beside the field', () => {
    expect(issuesOf({ insuredPerson: { osek_murshe: 'maybe' } })).toEqual({
      'insuredPerson.osek_murshe': m.invalidValue,
    });
    expect(issuesOf({ declaration: { handleThirdPartyClaim: 3 } })).toEqual({
      'declaration.handleThirdPartyClaim': m.invalidValue,
    });
  });
});

describe('the damage report: choices', () => {
  it('takes the accident form’s vehicle types and the service-call wizard’s, and nothing else', () => {
    for (const type of ['light', 'heavy', 'over4Tons', 'motorcycle', 'commercial'])
      expect(
        damageReportSchema.parse({ insuredPerson: { vehicleType: type } }).insuredPerson.vehicleType,
      ).toBe(type);
    expect(issuesOf({ insuredPerson: { vehicleType: 'tank' } })).toEqual({
      'insuredPerson.vehicleType': m.invalidValue,
    });
  });

  it('takes male or female, and comprehensive, third party or mandatory insurance', () => {
    expect(damageReportSchema.parse({ driverDetails: { gender: 'female' } }).driverDetails.gender).toBe(
      'female',
    );
    expect(
      issuesOf({ driverDetails: { gender: 'x' }, thirdPartyDetails: { insuranceType: 'full' } }),
    ).toEqual({
      'driverDetails.gender': m.invalidValue,
      'thirdPartyDetails.insuranceType': m.invalidValue,
    });
  });
});

describe('the damage report: field rules', () => {
  it('keeps dates as dd/MM/yyyy and refuses other shapes and impossible days', () => {
    const report = damageReportSchema.parse({
      accidentDetails: { accidentDate: '28/02/2026', accidentTime: '07:45' },
      driverDetails: { birthDate: '01/01/1980', licenseValidUntil: '31/12/2030' },
      declaration: { formFillingDate: '01/03/2026' },
    });
    expect(report.accidentDetails.accidentDate).toBe('28/02/2026');
    expect(report.accidentDetails.accidentTime).toBe('07:45');
    expect(
      issuesOf({
        accidentDetails: { accidentDate: '2026-02-28', accidentTime: '25:00' },
        driverDetails: { birthDate: '31/02/1980', licenseValidUntil: '1/1/2030' },
        declaration: { formFillingDate: 'yesterday' },
      }),
    ).toEqual({
      'accidentDetails.accidentDate': m.invalidDate,
      'accidentDetails.accidentTime': m.invalidValue,
      'driverDetails.birthDate': m.invalidDate,
      'driverDetails.licenseValidUntil': m.invalidDate,
      'declaration.formFillingDate': m.invalidDate,
    });
  });

  it('checks ID numbers (5 to 9 digits), phones, e-mails and years where they are filled', () => {
    expect(
      issuesOf({
        insuredPerson: { idNumber: '1234', address: { mobilePhone: '050-abc', email: 'no-at-sign' } },
        driverDetails: { driverIdNumber: '1234567890', licenseIssueYear: '99' },
        thirdPartyDetails: {
          vehicleOwnerIdNumber: '12a45',
          ownerPhone: '12',
          driverPhone: '+972 50 123 4567',
        },
        policyDetails: { vehicleYear: '20199' },
      }),
    ).toEqual({
      'insuredPerson.idNumber': m.userIdLength,
      'insuredPerson.address.mobilePhone': m.invalidPhone,
      'insuredPerson.address.email': m.invalidEmail,
      'driverDetails.driverIdNumber': m.userIdLength,
      'driverDetails.licenseIssueYear': m.yearFourDigits,
      'thirdPartyDetails.vehicleOwnerIdNumber': m.userIdLength,
      'thirdPartyDetails.ownerPhone': m.invalidPhone,
      'policyDetails.vehicleYear': m.yearFourDigits,
    });
    const valid = damageReportSchema.parse({
      insuredPerson: { idNumber: '123456782', address: { mobilePhone: '050-1234567', fax: '03-6123456' } },
      thirdPartyDetails: { driverPhone: '+972 50 123 4567' },
    });
    // Kept as typed: the printed form shows what the person wrote.
    expect(valid.insuredPerson.address.mobilePhone).toBe('050-1234567');
    expect(valid.thirdPartyDetails.driverPhone).toBe('+972 50 123 4567');
  });

  it('bounds every text: names, numbers and the long descriptions', () => {
    expect(
      issuesOf({
        insuredPerson: { name: 'א'.repeat(201) },
        policyDetails: { policyNumber: '1'.repeat(41) },
        accidentDetails: { detailedAccidentDescription: 'x'.repeat(4001) },
        thirdPartyDetails: { damageDescriptionOnThirdPartyVehicle: 'x'.repeat(4000) },
      }),
    ).toEqual({
      'insuredPerson.name': m.tooLong,
      'policyDetails.policyNumber': m.tooLong,
      'accidentDetails.detailedAccidentDescription': m.tooLong,
    });
  });
});

describe('the damage report: signatures and images', () => {
  it('keeps both signatures as PNG data URLs', () => {
    const report = damageReportSchema.parse({ driverSign: png, insuredSign: png });
    expect([report.driverSign, report.insuredSign]).toEqual([png, png]);
  });

  it('refuses other images, links, script and oversized signatures', () => {
    expect(
      issuesOf({
        driverSign: 'data:image/svg+xml;base64,PHN2Zz4=',
        insuredSign: 'javascript:alert(1)',
      }),
    ).toEqual({ driverSign: m.invalidValue, insuredSign: m.invalidValue });
    const huge = `data:image/png;base64,${'A'.repeat(SIGNATURE_MAX_LENGTH)}`;
    expect(issuesOf({ driverSign: huge })).toEqual({ driverSign: m.tooLong });
  });

  it('draws on a 120 by 35 canvas with a black 2-pixel line', () => {
    expect(SIGNATURE_CANVAS).toEqual({ width: 120, height: 35, lineWidth: 2, color: '#000000' });
  });

  it('keeps up to 20 damage photos, a bare link taken as {value}', () => {
    const report = damageReportSchema.parse({
      damageImages: ['https://files.example/a.jpg', { value: 'b' }],
    });
    expect(report.damageImages).toEqual([{ value: 'https://files.example/a.jpg' }, { value: 'b' }]);
    expect(issuesOf({ damageImages: Array.from({ length: 21 }, () => 'x') })).toEqual({
      damageImages: m.tooManyImages,
    });
  });
});

describe('the damage report inside a document', () => {
  it('is null unless the document has one, and a sent report is checked and completed', () => {
    expect(documentInputSchema.parse({}).damageReport).toBeNull();
    expect(documentInputSchema.parse({ damageReport: null }).damageReport).toBeNull();
    const doc = documentInputSchema.parse({ damageReport: { insuredPerson: { name: 'דנה' } } });
    expect(doc.damageReport?.insuredPerson.name).toBe('דנה');
    expect(doc.damageReport?.driverDetails.gender).toBe('male');
    const bad = documentInputSchema.safeParse({ damageReport: { insuredPerson: { idNumber: '12' } } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['damageReport', 'insuredPerson', 'idNumber']);
    expect(bad.error?.issues[0]?.message).toBe(m.userIdLength);
  });
});

import { describe, expect, it } from 'vitest';
import { damageReportSchema } from './damage-report.schema';
import { documentInputSchema, shippingAddressSchema } from './document.schema';
import { documentFromServiceCall, type ServiceCallSource } from './from-service-call';

const callId = '4a2c9d3f-6e5b-4f70-8b8c-2d3e4f5a6b71';

/** An approved call, not an insurance case, without an incident. */
function serviceCall(overrides: Partial<ServiceCallSource> = {}): ServiceCallSource {
  return {
    _id: callId,
    isInsuranceCase: false,
    machine: {
      vinNumber: '1RW6155MCKD012345',
      tractorNumber: '7012345',
      machine: 'JOHN DEERE',
      model: '6155M',
      year: '2019',
      description: '',
    },
    userInformation: {
      userType: 'business',
      name: 'משק כהן',
      userId: '514236785',
      email: 'cohen@example.com',
      phoneNumber: '+972507123456',
      address: 'הדקל 4',
      city: 'עפולה',
      country: 'ישראל',
      postalCode: '1810000',
      additionalInfo: 'לא לשלוח דואר',
    },
    policyProduct: null,
    damageReport: null,
    incident: null,
    notes: '',
    ...overrides,
  };
}

const incident = {
  date: '2026-11-18',
  time: '09:30',
  address: 'כביש 65, צומת גולני',
  city: 'כפר תבור',
  damageType: 'windshield' as const,
  damageTypeOther: '',
  description: 'אבן פגעה בשמשה הקדמית',
  isThirdPartyInvolved: 'no' as const,
  thirdPartyName: '',
  thirdPartyPhone: '',
  isReportedToPolice: 'yes' as const,
  policeReportNumber: 'P-123',
};

const damageReport = {
  policyDetails: { policyNumber: 'EXT-77' },
  insuredPerson: { name: 'משה כהן', idNumber: '012345674', address: 'הנרקיס 3, עפולה' },
  accidentDetails: {
    accidentDate: '2026-11-18',
    accidentTime: '09:30',
    accidentLocation: 'כביש 65',
    policeInvolved: false,
    towTruckInvolved: true,
    fireDepartmentInvolved: false,
    detailedAccidentDescription: 'אבן עפה ממשאית ופגעה בשמשה',
  },
};

describe('documentFromServiceCall', () => {
  it('fills the customer, the machine and the link to the call, and nothing the call does not say', () => {
    const values = documentFromServiceCall(serviceCall());
    expect(values.LinkingIdServiceCall).toBe(callId);
    expect(values.userInformation).toEqual({
      userType: 'business',
      name: 'משק כהן',
      userId: '514236785',
      phoneNumber: '0507123456',
      email: 'cohen@example.com',
      address: 'הדקל 4',
      city: 'עפולה',
      country: 'ישראל',
      postalCode: '1810000',
    });
    expect(values.machine).toEqual({
      vinNumber: '1RW6155MCKD012345',
      tractorNumber: '7012345',
      machine: 'JOHN DEERE',
      model: '6155M',
      year: '2019',
      sug_tzama_nm: '',
    });
    expect(values.shippingAddress).toEqual(shippingAddressSchema.parse({}));
    expect(values.comments).toBe('');
    expect(values.damageReport).toBeNull();
  });

  it('sends the document to where the incident happened and carries its description and the call’s notes', () => {
    const values = documentFromServiceCall(
      serviceCall({
        incident,
        notes: 'הלקוח זמין אחרי 14:00',
        machine: { ...serviceCall().machine, description: 'טרקטור עם מגב אחורי' },
      }),
    );
    expect(values.shippingAddress).toEqual({
      ...shippingAddressSchema.parse({}),
      city: 'כפר תבור',
      neighborhood: 'כביש 65, צומת גולני',
    });
    expect(values.comments).toBe('אבן פגעה בשמשה הקדמית\nטרקטור עם מגב אחורי\nהלקוח זמין אחרי 14:00');
  });

  it('writes each text once and keeps the comments within what a document takes', () => {
    const repeated = documentFromServiceCall(
      serviceCall({ incident, notes: ' אבן פגעה בשמשה הקדמית ' }),
    ).comments;
    expect(repeated).toBe('אבן פגעה בשמשה הקדמית');
    const long = documentFromServiceCall(serviceCall({ notes: 'א'.repeat(5000) })).comments;
    expect(long).toHaveLength(4000);
  });

  it('fills the car-accident form of an insurance case from its damage report, in the form’s formats', () => {
    const values = documentFromServiceCall(
      serviceCall({
        isInsuranceCase: true,
        damageReport,
        incident,
        policyProduct: {
          _id: 'b1c2d3e4-0000-4000-8000-000000000001',
          policyName: 'מנוי שמשות שנתי',
          policyNumber: 'SL-2',
          type: 'windows',
          policyPrice: 1200,
          policyType: 'annual',
          deductible: 350,
          link: '',
        },
      }),
    );
    // Whole, as the damage report tab holds a form: every section with its defaults.
    expect(values.damageReport).toEqual(damageReportSchema.parse(values.damageReport));
    const report = damageReportSchema.parse(values.damageReport);
    expect(report.policyDetails).toMatchObject({
      policyNumber: 'EXT-77',
      policyName: 'מנוי שמשות שנתי',
      licenseNumber: '7012345',
      vehicleModel: 'JOHN DEERE 6155M',
      vehicleYear: '2019',
    });
    expect(report.insuredPerson).toMatchObject({ name: 'משה כהן', idNumber: '012345674' });
    expect(report.insuredPerson.address).toMatchObject({
      street: 'הנרקיס 3, עפולה',
      city: '',
      mobilePhone: '0507123456',
      email: 'cohen@example.com',
    });
    expect(report.accidentDetails).toMatchObject({
      accidentDate: '18/11/2026',
      accidentTime: '09:30',
      accidentLocation: 'כביש 65',
      reportNumber: 'P-123',
      detailedAccidentDescription: 'אבן עפה ממשאית ופגעה בשמשה',
      // The incident says it was reported to the police, though the report's box was left empty.
      policeInvolved: true,
      towTruckInvolved: true,
      fireDepartmentInvolved: false,
    });
    // The accident's own description is in the comments too, once.
    expect(values.comments).toBe('אבן פגעה בשמשה הקדמית\nאבן עפה ממשאית ופגעה בשמשה');
  });

  it('fills the form of an insurance case without a damage report from the customer and the incident', () => {
    const values = documentFromServiceCall(serviceCall({ isInsuranceCase: true, incident }));
    const report = damageReportSchema.parse(values.damageReport);
    expect(report.policyDetails.policyNumber).toBe('');
    expect(report.insuredPerson).toMatchObject({ name: 'משק כהן', idNumber: '514236785' });
    expect(report.insuredPerson.address).toMatchObject({
      street: 'הדקל 4',
      city: 'עפולה',
      postalCode: '1810000',
    });
    expect(report.accidentDetails).toMatchObject({
      accidentDate: '18/11/2026',
      accidentTime: '09:30',
      accidentLocation: 'כביש 65, צומת גולני, כפר תבור',
      detailedAccidentDescription: 'אבן פגעה בשמשה הקדמית',
      policeInvolved: true,
    });
  });

  it('leaves blank what the document’s form would refuse, so the document can be saved', () => {
    const values = documentFromServiceCall(
      serviceCall({
        isInsuranceCase: true,
        machine: { ...serviceCall().machine, year: '19' },
        userInformation: { ...serviceCall().userInformation, phoneNumber: 'no phone', email: 'not-an-email' },
        damageReport: {
          ...damageReport,
          insuredPerson: { ...damageReport.insuredPerson, idNumber: '12' },
          accidentDetails: {
            ...damageReport.accidentDetails,
            accidentDate: '31/02/2026',
            accidentTime: '9:3',
          },
        },
      }),
    );
    const report = damageReportSchema.parse(values.damageReport);
    expect(report.insuredPerson.idNumber).toBe('');
    expect(report.insuredPerson.name).toBe('משה כהן');
    expect(report.insuredPerson.address).toMatchObject({
      mobilePhone: '',
      email: '',
      street: 'הנרקיס 3, עפולה',
    });
    expect(report.policyDetails.vehicleYear).toBe('');
    expect(report.accidentDetails).toMatchObject({
      accidentDate: '',
      accidentTime: '',
      accidentLocation: 'כביש 65',
    });
  });

  it('puts the accident’s place in the location notes when the call has no incident place', () => {
    const values = documentFromServiceCall(serviceCall({ isInsuranceCase: true, damageReport }));
    expect(values.shippingAddress).toEqual({ ...shippingAddressSchema.parse({}), locationNotes: 'כביש 65' });
  });

  it('makes a document the server’s schema accepts as it is', () => {
    const values = documentFromServiceCall(serviceCall({ isInsuranceCase: true, damageReport, incident }));
    const parsed = documentInputSchema.safeParse(values);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.LinkingIdServiceCall).toBe(callId);
  });
});

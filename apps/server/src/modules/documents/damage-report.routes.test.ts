import { type DocumentInput, SIGNATURE_MAX_LENGTH, validationMessages } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, lookupDoc, quoteInput } from '../../../test/documents';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(() => ctx.close());

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const withReport = (damageReport: unknown) => quoteInput({ damageReport } as Partial<DocumentInput>);

describe('documents: the car-accident form', () => {
  it('is kept checked and complete: yes/no words become booleans, defaults fill the rest, signatures stay', async () => {
    const response = await createDoc(
      ctx,
      worker,
      'priceQuote',
      withReport({
        insuredPerson: { name: 'דנה לוי', osek_murshe: 'כן' },
        driverDetails: { drivingWithInsurancePermission: 'לא', birthDate: '01/05/1985' },
        driverSign: png,
        insuredSign: png,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { docId } = response.json();
    const [stored] = (await lookupDoc(ctx, worker, 'priceQuote', docId)).json().items;
    expect(stored.damageReport.insuredPerson).toMatchObject({
      name: 'דנה לוי',
      osek_murshe: true,
      vehicleType: 'light',
    });
    expect(stored.damageReport.driverDetails).toMatchObject({
      drivingWithInsurancePermission: false,
      gender: 'male',
      birthDate: '01/05/1985',
    });
    expect(stored.damageReport.thirdPartyDetails.insuranceType).toBe('comprehensive');
    expect([stored.damageReport.driverSign, stored.damageReport.insuredSign]).toEqual([png, png]);
  });

  it('keeps a document without a form without one', async () => {
    const { docId } = (await createDoc(ctx, worker, 'priceQuote', quoteInput())).json();
    expect((await lookupDoc(ctx, worker, 'priceQuote', docId)).json().items[0].damageReport).toBeNull();
  });

  it('answers 400 beside each refused field, and never 500 on a malformed form', async () => {
    const refused = await createDoc(
      ctx,
      worker,
      'priceQuote',
      withReport({
        insuredPerson: { idNumber: '12' },
        accidentDetails: { accidentDate: '2026-02-14' },
        driverSign: `data:image/png;base64,${'A'.repeat(SIGNATURE_MAX_LENGTH)}`,
      }),
    );
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().error.fields as Record<string, string>;
    const at = (path: string) => Object.entries(fields).find(([key]) => key.endsWith(path))?.[1];
    expect(at('damageReport.insuredPerson.idNumber')).toBe(validationMessages.userIdLength);
    expect(at('damageReport.accidentDetails.accidentDate')).toBe(validationMessages.invalidDate);
    expect(at('damageReport.driverSign')).toBe(validationMessages.tooLong);

    for (const malformed of ['a form', 7, [1, 2], { insuredPerson: 'x' }, { damageImages: {} }]) {
      const response = await createDoc(ctx, worker, 'priceQuote', withReport(malformed));
      expect(response.statusCode, JSON.stringify(malformed)).toBe(400);
    }
  });
});

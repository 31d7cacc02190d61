import { type DocumentInput, validationMessages } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, docCall, lookupDoc, quoteInput } from '../../../test/documents';
import { createUser, signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { readPdfText } from '../../platform/pdf/pdf-text.test-support';
import { damageReportHeadings } from './damage-report-pdf';
import { personalAccidentsHeadings } from './personal-accidents-pdf';

let ctx: TestContext;
let worker: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(() => ctx.close());

const dana = {
  name: 'דנה לוי',
  idNumber: '123456782',
  phone: '050-1234567',
  age: 34,
  role: 'passenger',
  injuryDescription: 'חבלה ביד ימין',
  treatment: 'hospital',
  hospitalName: 'רמב״ם',
  absentFromWork: 'כן',
  absenceDays: '5',
};

const withStatement = (personalAccidents: unknown, extra: Partial<DocumentInput> = {}) =>
  quoteInput({ personalAccidents, ...extra } as Partial<DocumentInput>);

/** The lines of a stored PDF a signed link opens. */
async function pdfText(link: string) {
  const response = await ctx.app.inject({ method: 'GET', url: link });
  expect(response.statusCode, link).toBe(200);
  return readPdfText(response.rawPayload);
}

describe('documents: the personal-accidents statement', () => {
  it('is stored and answered checked and complete', async () => {
    const response = await createDoc(ctx, worker, 'priceQuote', withStatement({ persons: [dana] }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().personalAccidents.persons[0].name).toBe('דנה לוי');
    const [stored] = (await lookupDoc(ctx, worker, 'priceQuote', response.json().docId)).json().items;
    expect(stored.personalAccidents).toEqual({
      noInjuredPersons: false,
      persons: [
        {
          name: 'דנה לוי',
          idNumber: '123456782',
          phone: '050-1234567',
          age: '34',
          birthDate: '',
          role: 'passenger',
          injuryDescription: 'חבלה ביד ימין',
          treatment: 'hospital',
          hospitalName: 'רמב״ם',
          absentFromWork: true,
          absenceDays: '5',
          note: '',
        },
      ],
    });
  });

  it('goes with the price quote into the work card a transfer makes', async () => {
    const storekeeper = (await createUser(ctx, 'storekeeper')).id;
    const quote = (await createDoc(ctx, worker, 'priceQuote', withStatement({ persons: [dana] }))).json();
    const card = await createDoc(
      ctx,
      worker,
      'workCard',
      {
        shippingAddress: { city: 'חיפה', shippingDate: '27/11/2026' },
        handleBy: { storekeeper: { id: storekeeper, name: '' } },
      } as never,
      { transferFrom: { category: 'priceQuote', docId: quote.docId } },
    );
    expect(card.statusCode, card.body).toBe(201);
    expect(card.json().personalAccidents.persons.map((person: { name: string }) => person.name)).toEqual([
      'דנה לוי',
    ]);
  });

  it('keeps a document without a statement without one, and a confirmation that nobody was injured', async () => {
    const { docId } = (await createDoc(ctx, worker, 'priceQuote', quoteInput())).json();
    expect((await lookupDoc(ctx, worker, 'priceQuote', docId)).json().items[0].personalAccidents).toBeNull();
    const none = (
      await createDoc(ctx, worker, 'priceQuote', withStatement({ noInjuredPersons: true }))
    ).json();
    const [stored] = (await lookupDoc(ctx, worker, 'priceQuote', none.docId)).json().items;
    expect(stored.personalAccidents).toEqual({ noInjuredPersons: true, persons: [] });
  });

  it('is changed by an update, logged as such, and answers 400 beside each refused field', async () => {
    const doc = (await createDoc(ctx, worker, 'priceQuote', withStatement({ persons: [dana] }))).json();
    const key = { category: 'priceQuote', docId: doc.docId };
    const moshe = { name: 'משה כהן', role: 'driver', treatment: 'firstAid' };
    const updated = await docCall(ctx, worker, 'updateDoc', {
      doc: {
        ...withStatement({ persons: [dana, moshe] }),
        ...key,
        docNotes: [{ content: 'נוסף נפגע', isNew: true }],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json();
    expect(after.personalAccidents.persons.map((person: { name: string }) => person.name)).toEqual([
      'דנה לוי',
      'משה כהן',
    ]);
    expect(after.activityLog[0]).toMatchObject({ action: 'update', field: 'personalAccidents' });

    const refused = await docCall(ctx, worker, 'updateDoc', {
      doc: {
        ...withStatement({
          noInjuredPersons: true,
          persons: [{ name: '' }, { name: 'יוסי', idNumber: '12', treatment: 'hospital', age: '200' }],
        }),
        ...key,
        docNotes: [{ content: 'שגוי', isNew: true }],
      },
    });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().error.fields as Record<string, string>;
    const at = (path: string) => Object.entries(fields).find(([field]) => field.endsWith(path))?.[1];
    expect(at('personalAccidents.persons.0.name')).toBe(validationMessages.required);
    expect(at('personalAccidents.persons.1.idNumber')).toBe(validationMessages.userIdLength);
    expect(at('personalAccidents.persons.1.hospitalName')).toBe(validationMessages.required);
    expect(at('personalAccidents.persons.1.age')).toBe(validationMessages.ageRange);

    const tooMany = Array.from({ length: 21 }, (_, index) => ({ name: `נפגע ${index + 1}` }));
    const crowded = await createDoc(ctx, worker, 'priceQuote', withStatement({ persons: tooMany }));
    expect(crowded.statusCode).toBe(400);
    expect(Object.values(crowded.json().error.fields)).toContain(validationMessages.injuredPersonsMax);
  });

  it('never answers 500 on a malformed statement', async () => {
    for (const malformed of [
      'injured',
      7,
      [1],
      { persons: 'x' },
      { persons: [null] },
      { persons: [{ age: {} }] },
    ]) {
      const response = await createDoc(ctx, worker, 'priceQuote', withStatement(malformed));
      expect(response.statusCode, JSON.stringify(malformed)).toBe(400);
    }
  });
});

describe('documents: the persons injured in the PDFs', () => {
  it('print on a page of their own after the car-accident form, and an edit of them stores a new true copy', async () => {
    const created = await createDoc(
      ctx,
      worker,
      'priceQuote',
      withStatement({ persons: [dana] }, { damageReport: { insuredPerson: { name: 'משה כהן' } } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json();
    const original = await pdfText(doc.pdfUrl);
    expect(original.pages).toBe(3);
    const pageBreak = (page: number) => original.lines.indexOf(`${page} / 3`);
    const formPage = original.lines.slice(pageBreak(1) + 1, pageBreak(2));
    expect(formPage).toContain(damageReportHeadings.title);
    const lastPage = original.lines.slice(pageBreak(2) + 1);
    expect(lastPage).toContain(personalAccidentsHeadings.title);
    expect(lastPage.join('\n')).toContain('דנה לוי');
    expect(lastPage.join('\n')).toContain('123456782');

    const updated = await docCall(ctx, worker, 'updateDoc', {
      doc: {
        ...withStatement(
          { persons: [dana, { name: 'יוסי מזרחי', role: 'pedestrian' }] },
          { damageReport: { insuredPerson: { name: 'משה כהן' } } },
        ),
        category: 'priceQuote',
        docId: doc.docId,
        docNotes: [{ content: 'נוסף הולך רגל', isNew: true }],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const copyLink = updated.json().pdfUrl2 as string;
    expect(copyLink).not.toBe('');
    expect(copyLink.split('?')[0]).not.toBe((doc.pdfUrl2 as string).split('?')[0]);
    const copy = await pdfText(copyLink);
    expect(copy.text).toContain('יוסי מזרחי');
    expect(copy.lines).toContain(personalAccidentsHeadings.title);
  });

  it('print no page when nobody is listed', async () => {
    const doc = (
      await createDoc(ctx, worker, 'priceQuote', withStatement({ noInjuredPersons: true }))
    ).json();
    const original = await pdfText(doc.pdfUrl);
    expect(original.pages).toBe(1);
    expect(original.lines).not.toContain(personalAccidentsHeadings.title);
  });
});

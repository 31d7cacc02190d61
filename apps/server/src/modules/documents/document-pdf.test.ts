import { businessDetailsSchema, type DocumentInput, documentInputSchema } from '@tg/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ChromiumPdfEngine, defaultChromiumPath } from '../../platform/pdf/pdf-engine';
import { readPdfText } from '../../platform/pdf/pdf-text.test-support';
import { damageReportHeadings } from './damage-report-pdf';
import {
  type DocumentPdfOptions,
  documentPdfHtml,
  type PrintedDocument,
  renderDocumentPdf,
} from './document-pdf';

const chromiumPath = process.env.CHROMIUM_PATH ?? defaultChromiumPath;

const product = (overrides: Record<string, unknown> = {}) => ({
  category: 'windows',
  catalogNumber: 'W-100',
  name: 'שמשה קדמית',
  quantity: 1,
  price: 100,
  discount: 0,
  ...overrides,
});

/** The example: 100×2 at 10 %, 33.3×3 at 0.15 and a work of 250 → 515, 608 with VAT. */
function sampleDocument(
  overrides: DocumentInput & Partial<Pick<PrintedDocument, 'category' | 'docId' | 'date'>> = {},
): PrintedDocument {
  const { category = 'priceQuote', docId = 1042, date = '26/11/2026', ...input } = overrides;
  return {
    ...documentInputSchema.parse({
      userInformation: {
        userType: 'individual',
        name: 'משה כהן',
        userId: '123456782',
        phoneNumber: '050-1234567',
        city: 'עפולה',
        address: 'הרצל 10',
      },
      machine: {
        vinNumber: 'JD6155M0001',
        tractorNumber: '12-345-67',
        machine: 'JOHN DEERE',
        model: '6155M',
        year: '2021',
      },
      products: [
        product({ price: 100, quantity: 2, discount: 10 }),
        product({ catalogNumber: 'W-200', name: 'שמשה אחורית', price: 33.3, quantity: 3, discount: 0.15 }),
      ],
      works: [{ category: 'works', catalogNumber: '1001', name: 'התקנה', price: 250 }],
      comments: 'להתקין עד סוף השבוע',
      ...input,
    }),
    category,
    docId,
    date,
  };
}

/** A 1×1 PNG, as the signature pad would give (only much smaller). */
const tinyPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const options: DocumentPdfOptions = { variant: 'original', printedOn: '26/11/2026' };

/** A business with every printed detail set, as the admin saves it in settings. */
const business = businessDetailsSchema.parse({
  name: 'זכוכית הגליל',
  tagline: 'שמשות לכלים חקלאיים',
  highlights: ['20 שנות ניסיון', 'שירות בשטח'],
  registrationNumber: '514777888',
  phone: '04-6123456',
  email: 'office@galil-glass.example',
  address: 'הדקל 3, עפולה',
});

describe('documents: the printed page', () => {
  it('is a Hebrew right-to-left page with the customer’s text escaped', () => {
    const page = documentPdfHtml(
      sampleDocument({
        userInformation: { name: '<script>alert(1)</script>' },
        comments: '<img src=x onerror=alert(1)>',
      }),
      options,
    );
    expect(page).toContain('<html lang="he" dir="rtl">');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img src=x');
  });

  it('prints only a signature image drawn on the pad, never another address', () => {
    const signature = (value: string) =>
      documentPdfHtml(
        sampleDocument({
          customerSignature: { isSignature: true, name: 'משה', signature: value, date: '26/11/2026' },
        }),
        options,
      );
    expect(signature('data:image/png;base64,iVBORw0KGgo=')).toContain(
      '<img alt="" src="data:image/png;base64,iVBORw0KGgo=">',
    );
    expect(signature('https://evil.example/x.png')).not.toContain('evil.example');
  });
});

describe('documents: the PDF in Chromium', () => {
  const engine = new ChromiumPdfEngine({ executablePath: chromiumPath, pages: 2 });
  afterAll(() => engine.close());
  const read = async (document: PrintedDocument, extra: Partial<DocumentPdfOptions> = {}) =>
    readPdfText(await renderDocumentPdf(engine, document, { ...options, ...extra }));

  it('prints a price quote: title and number, original mark, customer, machine, lines and total', async () => {
    const { pages, lines, text } = await read(sampleDocument());
    expect(pages).toBe(1);
    expect(lines).toContain('הצעת מחיר מס׳ 1042');
    expect(lines).toContain('מקור');
    expect(text).not.toContain('העתק נאמן למקור');
    expect(lines).toContain('שם הלקוח: משה כהן ת״ז: 123456782');
    expect(lines).toContain('טלפון: 050-1234567 כתובת: הרצל 10, עפולה');
    expect(lines).toContain('מספר רישוי: 12-345-67 מספר שלדה: JD6155M0001');
    expect(lines).toContain('תאריך: 26/11/2026');
    // The lines: 180.00 and 84.92, the work 250.00; 515 + 18 % = 608.
    expect(text).toContain('₪180.00');
    expect(text).toContain('₪84.92');
    expect(text).toContain('₪250.00');
    expect(text).toContain('מע״מ 18%');
    expect(lines).toContain('₪608.00');
    expect(lines).toContain('להתקין עד סוף השבוע');
    expect(text).toContain('חתימת הלקוח');
    // A quote has no shipping address block.
    expect(text).not.toContain('כתובת למשלוח');
  });

  it('prints VAT at the document’s own rate: 515 + 17 % = 603', async () => {
    const { text, lines } = await read({ ...sampleDocument(), vatPercent: 17 });
    expect(text).toContain('מע״מ 17%');
    expect(text).not.toContain('מע״מ 18%');
    expect(lines).toContain('₪603.00');
  });

  it('opens with the business from the settings and ends with its name, phone and address', async () => {
    const { lines, text } = await read(sampleDocument(), { business });
    expect(lines[0]).toBe('זכוכית הגליל');
    expect(text).toContain('שמשות לכלים חקלאיים');
    expect(text).toContain(
      'ח״פ / ע״מ 514777888 · טל׳ 04-6123456 · office@galil-glass.example · הדקל 3, עפולה',
    );
    expect(text).toContain('זכוכית הגליל · 04-6123456 · הדקל 3, עפולה');
    expect(text).toContain('חתימה וחותמת זכוכית הגליל');
    expect(text).not.toContain('זכוכית לטרקטורים');
  });

  it('prints only the details that are set: a business with just a name has no contact line', async () => {
    const { lines, text } = await read(sampleDocument(), {
      business: businessDetailsSchema.parse({ name: 'עסק חדש' }),
    });
    expect(lines[0]).toBe('עסק חדש');
    expect(text).not.toContain('טל׳');
    expect(text).not.toContain('ח״פ / ע״מ');
    expect(text).not.toContain('15 שנות ניסיון');
  });

  it('marks a true copy as such', async () => {
    const { lines } = await read(sampleDocument(), { variant: 'copy' });
    expect(lines).toContain('העתק נאמן למקור');
    expect(lines).not.toContain('מקור');
  });

  it('prints a work card with its shipping address, and a total without VAT when the document has none', async () => {
    const { lines, text } = await read(
      sampleDocument({
        category: 'workCard',
        docId: 7,
        isDocWithoutVat: true,
        shippingAddress: {
          city: 'חיפה',
          neighborhood: 'הרצל',
          buildingNumber: '5',
          shippingDate: '27/11/2026',
        },
      }),
    );
    expect(lines).toContain('כרטיס עבודה מס׳ 7');
    expect(text).toContain('כתובת למשלוח');
    expect(text).toContain('עיר: חיפה רחוב ומספר: הרצל 5');
    expect(text).toContain('מועד אספקה: 27/11/2026');
    expect(lines).toContain('₪515.00');
    expect(text).not.toContain('מע״מ 18%');
  });

  it('hides every price when the document’s prices are hidden, and a catalogue number hidden on its line', async () => {
    const { text } = await read(
      sampleDocument({
        category: 'shippingCertificate',
        isPriceVisible: false,
        products: [product({ catalogNumber: 'SECRET-1', isCatalogNumVisible: false, quantity: 4 })],
      }),
    );
    expect(text).toContain('תעודת משלוח');
    expect(text).toContain('שמשה קדמית');
    expect(text).not.toContain('₪');
    expect(text).not.toContain('סה״כ לתשלום');
    expect(text).not.toContain('SECRET-1');
  });

  it('adds the car-accident form on a page of its own when the document has one', async () => {
    const { pages, lines } = await read(
      sampleDocument({ damageReport: { insuredPerson: { name: 'משה כהן', idNumber: '123456782' } } }),
    );
    expect(pages).toBe(2);
    const second = lines.slice(lines.indexOf('1 / 2') + 1);
    expect(second).toContain(damageReportHeadings.title);
    expect(second.join('\n')).toContain('123456782');
    expect(lines.slice(0, lines.indexOf('1 / 2'))).not.toContain(damageReportHeadings.title);
  });

  it('keeps twenty lines on one A4 page under 100 KB, as selectable text', async () => {
    const products = Array.from({ length: 16 }, (_, index) =>
      product({
        catalogNumber: `W-${100 + index}`,
        name: `שמשה מספר ${index + 1} לטרקטור ג׳ון דיר דגם 6155M צד ימין`,
        price: 120 + index,
        quantity: 1 + (index % 4),
        discount: index % 3 ? 0 : 10,
      }),
    );
    const works = Array.from({ length: 4 }, (_, index) => ({
      category: 'works',
      catalogNumber: `${2000 + index}`,
      name: `עבודת התקנה ${index + 1}`,
      price: 200,
    }));
    // Every block filled, as a busy work card is.
    const document = sampleDocument({
      category: 'workCard',
      products,
      works,
      billingCustomer: {
        showCustomerDetails: true,
        userType: 'business',
        name: 'חקלאות העמק בע"מ',
        userId: '514000000',
        phoneNumber: '04-6000000',
      },
      shippingAddress: {
        city: 'חיפה',
        neighborhood: 'הרצל',
        buildingNumber: '5',
        floorNumber: '2',
        apartmentNumber: '4',
        postalCode: '3100000',
        shippingDate: '27/11/2026',
        hour: '10:30',
        locationNotes: 'בכניסה לחצר, ליד המחסן',
      },
      contactDetails: { name: 'דנה', phoneNumber: '052-7654321', email: 'dana@example.com' },
      comments: 'להתקין עד סוף השבוע. הלקוח מבקש תיאום מראש.',
      deliveyTime: '3 ימי עסקים',
      purchaseOrder: 'PO-4471',
      customerSignature: {
        isSignature: true,
        name: 'משה כהן',
        signature: `data:image/png;base64,${tinyPng}`,
        date: '27/11/2026',
      },
    });
    const pdf = await renderDocumentPdf(engine, document, {
      ...options,
      headerText: 'לכבוד משה כהן',
      business,
    });
    expect(pdf.length).toBeLessThanOrEqual(100 * 1024);
    const { pages, text } = await readPdfText(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('W-115');
    expect(text).toContain('שמשה מספר 16 לטרקטור');
    expect(text).toContain('עבודת התקנה 4');
    expect(text).toContain('₪6,759.00');
  });
});

import {
  type DocCategory,
  type DocumentInput,
  documentFromServiceCall,
  documentInputSchema,
  orderedLineFromDocumentLine,
  type Role,
  type ServiceCallSource,
} from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/file-storage';
import { noteStamp } from '../users/users.notes';
import { createDemoAttacher, demoQuoteAttachments } from './documents.seed-attachments';
import { createDocumentsService } from './documents.service';

/** Who the demo documents are made by and assigned to: the demo accounts, by role. */
export interface DemoDocumentPeople {
  worker: string;
  agent: string;
  storekeeper: { id: string; name: string };
  installer: { id: string; name: string };
  /** The demo supplier: a few quotes order their glass from them. */
  supplier: { id: string; name: string };
  /** The demo customer: their own documents show in "my documents". */
  customer: { name: string; userId: string; phoneNumber: string };
}

const customers = [
  { name: 'משק כהן', userId: '514236785', phoneNumber: '050-7123456', city: 'עפולה' },
  { name: 'קיבוץ גבעת חיים', userId: '570012345', phoneNumber: '04-6543210', city: 'חדרה' },
  { name: 'אחמד מסאלחה', userId: '038472915', phoneNumber: '052-8877665', city: 'טייבה' },
  { name: 'מושב נהלל - אגודה', userId: '580123456', phoneNumber: '04-6412345', city: 'נהלל' },
  { name: 'עבודות עפר לוי', userId: '515678901', phoneNumber: '054-3344556', city: 'באר שבע' },
];

const machines = [
  {
    vinNumber: '1RW6155MCKD012345',
    tractorNumber: '7012345',
    machine: 'JOHN DEERE',
    model: '6155M',
    year: '2019',
  },
  {
    vinNumber: 'ZJL7200XCBH098765',
    tractorNumber: '7098765',
    machine: 'CASE IH',
    model: 'MAXXUM 125',
    year: '2021',
  },
  {
    vinNumber: 'NHT7270ZZ5544332',
    tractorNumber: '7055443',
    machine: 'NEW HOLLAND',
    model: 'T7.270',
    year: '2018',
  },
  {
    vinNumber: 'CAT0320GKXX11223',
    tractorNumber: '8011223',
    machine: 'CATERPILLAR',
    model: '320 GC',
    year: '2020',
  },
];

const products = [
  { category: 'windows', catalogNumber: 'JD-6R-FRONT', name: 'שמשה קדמית ג׳ון דיר סדרה 6R', price: 1450 },
  { category: 'windows', catalogNumber: 'CASE-MX-REAR', name: 'שמשה אחורית קייס מקסום', price: 980 },
  { category: 'doors', catalogNumber: 'NH-T7-DOOR', name: 'שמשת דלת ניו הולנד T7', price: 760.5 },
  { category: 'windows', catalogNumber: 'CAT-320-ROOF', name: 'שמשת גג קטרפילר 320', price: 1320 },
];

const works = [
  { category: 'works', catalogNumber: 'W-INSTALL', name: 'התקנת שמשה בשטח', price: 150 },
  { category: 'works', catalogNumber: 'W-TRAVEL', name: 'נסיעה לשטח', price: 300 },
  { category: 'works', catalogNumber: 'W-SEAL', name: 'איטום שמשה', price: 350 },
];

/** The demo routes (documents.seed-routes.ts) serve the same customers, machines and glass. */
export { customers as demoCustomers, machines as demoMachines, products as demoProducts, works as demoWorks };

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** dd/MM/yyyy of the day `offset` days from `now`, Israel time. */
function day(now: Date, offset: number): string {
  return noteStamp(new Date(now.getTime() + offset * 86_400_000)).date;
}

function demoDocument(
  index: number,
  now: Date,
  people: DemoDocumentPeople,
  category: DocCategory,
): DocumentInput {
  const customer = pick(customers, index);
  const line = (n: number) => ({
    ...pick(products, index + n),
    quantity: 1 + ((index + n) % 3),
    discount: (index + n) % 4 === 0 ? 10 : 0,
    warehouse: {
      value: (index + n) % 5 === 0 ? 3 : 2,
      label: (index + n) % 5 === 0 ? 'רמלה' : 'בית עוזיאל',
      role: 'מחסן',
    },
  });
  const isCard = category === 'workCard';
  const offset = index % 4 === 0 ? 0 : index % 4 === 1 ? 1 : -(index % 10);
  return {
    userInformation: { userType: customer.userId.startsWith('5') ? 'business' : 'individual', ...customer },
    contactDetails: { name: customer.name, phoneNumber: customer.phoneNumber, email: '' },
    machine: pick(machines, index),
    products: index % 6 === 5 ? [] : [line(0), ...(index % 2 === 0 ? [line(1)] : [])],
    works: [{ ...pick(works, index), quantity: 1 }],
    isDocWithoutVat: index % 9 === 4,
    comments: index % 3 === 0 ? 'ללקוח יש גישה לשטח רק בבוקר' : '',
    shippingAddress: {
      city: customer.city,
      neighborhood: 'הדקל',
      buildingNumber: String(1 + (index % 20)),
      // Work cards of today and tomorrow for the demo storekeeper, the rest spread.
      shippingDate: isCard ? day(now, offset) : '',
      hour: isCard ? `${String(8 + (index % 9)).padStart(2, '0')}:00` : '',
    },
    handleBy: isCard
      ? {
          storekeeper: people.storekeeper,
          // The demo installer's yesterday, today and tomorrow are their route (documents.seed-routes.ts).
          installer: index % 4 === 2 || offset >= -1 ? null : people.installer,
        }
      : {},
    docNotes: [{ content: index % 2 === 0 ? 'הלקוח ביקש הצעה מהירה' : 'נבדק מול המלאי', isNew: true }],
  } as DocumentInput;
}

/** The demo quotes (by index) whose attachments panels hold pictures, a PDF and a delivery image. */
const quotesWithAttachments = [0, 1, 3];

/**
 * About 60 demo documents made through the documents service itself, so they carry real numbers,
 * totals, notes and activity: quotes (some transferred into work cards or certificates, a few with
 * attachments, which a transfer carries), work cards for today and tomorrow assigned to the demo
 * storekeeper (the demo installer's days are their route, seedDemoRoutes), some closed, and a price quote and a work card made from the first two
 * approved service calls given (which moves those calls to price_quote_transfer and
 * workcard_transfer; any others stay approved, for the demo to carry on). Their PDFs are made once
 * the server is up (documents.seed-pdfs.ts).
 */
export async function seedDemoDocuments(
  db: Database,
  people: DemoDocumentPeople,
  now: Date,
  storage: FileStorage,
  activeServiceCalls: readonly ServiceCallSource[] = [],
): Promise<number> {
  const service = createDocumentsService(db, () => now);
  const attach = createDemoAttacher(db, storage, service);
  const worker: AccessClaims = { userId: people.worker, role: 'worker' as Role };
  const agent: AccessClaims = { userId: people.agent, role: 'agent' as Role };
  // The demo's stock is small: its certificates are issued as by someone who confirmed going below zero.
  const allowNegativeStock = true;
  let made = 0;
  for (let index = 0; index < 24; index++) {
    const creator = index % 5 === 3 ? agent : worker;
    const input = documentInputSchema.parse(demoDocument(index, now, people, 'priceQuote'));
    const quote = await service.create(creator, { category: 'priceQuote', allowNegativeStock, doc: input });
    made += 1;
    const slot = quotesWithAttachments.indexOf(index);
    if (slot >= 0)
      await attach(
        creator,
        { category: 'priceQuote', docId: quote.docId },
        demoQuoteAttachments(slot, quote.docId, input.userInformation.name),
      );
    if (index % 3 === 0) {
      const category = index % 2 === 0 ? 'workCard' : 'shippingCertificate';
      await service.create(worker, {
        category,
        doc: documentInputSchema.parse({
          ...demoDocument(index, now, people, category),
          products: [],
          works: [],
          docNotes: [{ content: 'הועבר מהצעת מחיר', isNew: true }],
        }),
        transferFrom: { category: 'priceQuote', docId: quote.docId },
        allowNegativeStock,
      });
      made += 1;
    } else if (index % 7 === 6) {
      await service.updateFields(
        worker,
        { category: 'priceQuote', docId: quote.docId },
        { status: false, closeReason: 'הלקוח בחר ספק אחר' },
      );
    }
  }
  for (let index = 0; index < 28; index++) {
    const category: DocCategory = index % 4 === 3 ? 'shippingCertificate' : 'workCard';
    await service.create(worker, {
      category,
      allowNegativeStock,
      doc: documentInputSchema.parse(demoDocument(index + 3, now, people, category)),
    });
    made += 1;
  }
  for (const [index, serviceCall] of activeServiceCalls.slice(0, 2).entries()) {
    const category: DocCategory = index === 0 ? 'priceQuote' : 'workCard';
    await service.create(worker, {
      category,
      allowNegativeStock,
      doc: documentInputSchema.parse(
        fromServiceCall(serviceCall, demoDocument(index, now, people, category)),
      ),
    });
    made += 1;
  }
  made += await seedDemoCustomerAndSupplier(service, worker, now, people);
  return made;
}

/**
 * What the other demo accounts see: the demo customer gets a price quote carried into a work card
 * for tomorrow (their "my documents"), and the demo supplier two quotes whose glass is ordered
 * from them at the purchase price (their "my orders").
 */
async function seedDemoCustomerAndSupplier(
  service: ReturnType<typeof createDocumentsService>,
  worker: AccessClaims,
  now: Date,
  people: DemoDocumentPeople,
): Promise<number> {
  const own = (index: number, category: DocCategory) => {
    const demo = demoDocument(index, now, people, category);
    const customer = { ...people.customer, city: 'כפר יהושע' };
    return {
      ...demo,
      userInformation: { userType: 'individual', ...customer },
      contactDetails: { name: customer.name, phoneNumber: customer.phoneNumber, email: '' },
      shippingAddress: { ...demo.shippingAddress, city: customer.city },
    } as DocumentInput;
  };
  const quote = await service.create(worker, {
    category: 'priceQuote',
    doc: documentInputSchema.parse(own(2, 'priceQuote')),
    allowNegativeStock: true,
  });
  await service.create(worker, {
    category: 'workCard',
    doc: documentInputSchema.parse({ ...own(2, 'workCard'), products: [], works: [] }),
    transferFrom: { category: 'priceQuote', docId: quote.docId },
    allowNegativeStock: true,
  });
  for (const index of [4, 7]) {
    const demo = demoDocument(index, now, people, 'priceQuote');
    const ordered = (demo.products ?? []).map((line) =>
      orderedLineFromDocumentLine(line, {
        catalogNumber: line.catalogNumber,
        name: line.name,
        category: line.category,
        purchasePrice: Math.round(Number(line.price) * 0.55),
        supplier: { name: people.supplier.name, refNumber: `SG-${line.catalogNumber}` },
        deliveryTime: '3 ימי עסקים',
      }),
    );
    await service.create(worker, {
      category: 'priceQuote',
      allowNegativeStock: true,
      doc: documentInputSchema.parse({
        ...demo,
        orderedProducts: ordered,
        handleBy: { supplier: people.supplier },
        docNotes: [{ content: 'הוזמן מהספק', isNew: true }],
      }),
    });
  }
  return 4;
}

/**
 * A demo document made from a service call as the office makes one: the call's values (customer,
 * machine, place, comments, link) over a demo document's lines, date and people.
 */
function fromServiceCall(serviceCall: ServiceCallSource, demo: DocumentInput): DocumentInput {
  const values = documentFromServiceCall(serviceCall);
  const customer = values.userInformation;
  return {
    ...demo,
    ...values,
    contactDetails: { name: customer.name, phoneNumber: customer.phoneNumber, email: customer.email },
    // Without an incident's place, the demo's address (a work card needs a city and a day).
    shippingAddress: values.shippingAddress.city
      ? { ...demo.shippingAddress, ...values.shippingAddress }
      : demo.shippingAddress,
    comments: values.comments || demo.comments,
    docNotes: [{ content: 'נפתח מקריאת שירות', isNew: true }],
  };
}

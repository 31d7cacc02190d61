import {
  type DocFieldUpdates,
  type DocumentInput,
  documentInputSchema,
  installerStatuses,
  type ParsedDocumentInput,
  type Role,
} from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { noteStamp } from '../users/users.notes';
import { demoCustomers, demoMachines, demoProducts, demoWorks } from './documents.seed';
import { createDocumentsService } from './documents.service';

type Person = { id: string; name: string };

/** Who the demo routes are made by and driven by: the demo installer first, then the others. */
export interface DemoRoutePeople {
  worker: string;
  /** Who prepares the cards: the demo storekeeper first (the demo installer's), then the others. */
  storekeepers: readonly Person[];
  /** The demo installer, then other installers: each works a region (at most four are given one). */
  installers: readonly Person[];
}

interface Stop {
  city: string;
  street: string;
}

/**
 * The regions the installers work, localities named exactly as the gazetteer's Hebrew column
 * (apps/server/assets/israel-localities.csv) so each card is located; streets are real ones.
 */
export const demoRouteRegions: readonly (readonly Stop[])[] = [
  // The Jezreel Valley and around: the demo installer's.
  [
    { city: 'עפולה', street: 'ארלוזורוב' },
    { city: 'נהלל', street: 'דרך המייסדים' },
    { city: 'כפר יהושע', street: 'האלונים' },
    { city: 'בית שאן', street: 'שאול המלך' },
    { city: 'יקנעם עילית', street: 'שדרות רבין' },
    { city: 'מגדל העמק', street: 'הנרקיס' },
  ],
  // The Sharon.
  [
    { city: 'חדרה', street: 'הנשיא' },
    { city: 'טייבה', street: 'אלמדינה' },
    { city: 'כפר יונה', street: 'הדקל' },
    { city: 'נתניה', street: 'הרצל' },
    { city: 'פרדס חנה-כרכור', street: 'דרך הבנים' },
  ],
  // The south.
  [
    { city: 'באר שבע', street: 'שדרות רגר' },
    { city: 'אופקים', street: 'הרצל' },
    { city: 'נתיבות', street: 'שדרות ירושלים' },
    { city: 'שדרות', street: 'מנחם בגין' },
    { city: 'רהט', street: 'שכונה 5' },
  ],
  // The centre.
  [
    { city: 'רמלה', street: 'הרצל' },
    { city: 'לוד', street: 'שדרות צה״ל' },
    { city: 'רחובות', street: 'הרצל' },
    { city: 'גדרה', street: 'הבילויים' },
    { city: 'יבנה', street: 'שדרות דואני' },
  ],
];

/** The installer (by place in `installers`) whose today is left unnumbered, for the planner. */
export const unplannedInstaller = 2;

const failureReasons = [
  'הלקוח לא היה בשטח והטרקטור היה נעול',
  'השמשה שהגיעה לא תואמת לדגם',
  'גשם חזק, אי אפשר היה לאטום',
];

const contactNames = ['יוסי', 'מוחמד', 'אבי', 'רונית', 'סאמר', 'דני'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** How many cards an installer has on a day (-1, 0, 1): 4 to 8; the demo installer's today is 6. */
function cardsOn(installer: number, offset: number): number {
  if (installer === 0) return offset === 0 ? 6 : 5;
  return 4 + ((installer * 3 + (offset + 1) * 2) % 5);
}

/**
 * What an installer has done with a card by now: yesterday's are done but one (two for one
 * installer) failed; today 1–3 are done and one collected (progress differs per installer);
 * tomorrow's are open.
 */
function outcomeOf(
  installer: number,
  offset: number,
  position: number,
): 'done' | 'failed' | 'collected' | null {
  if (offset < 0) return position === 1 || (installer === 1 && position === 3) ? 'failed' : 'done';
  if (offset > 0) return null;
  const done = 1 + (installer % 3);
  if (position < done) return 'done';
  return position === done ? 'collected' : null;
}

function routeCard(
  people: DemoRoutePeople,
  installer: number,
  offset: number,
  position: number,
  now: Date,
): DocumentInput {
  const person = people.installers[installer] as Person;
  const region = demoRouteRegions[installer] as readonly Stop[];
  // The same customers, machines and glass as the other demo documents, spread by indexes.
  const seed = installer * 7 + (offset + 1) * 3 + position;
  const stop = pick(region, position + (offset + 1) * 2);
  const customer = pick(demoCustomers, seed);
  // The demo storekeeper prepares the demo installer's cards, the other storekeepers the rest.
  const [demoStorekeeper, ...otherStorekeepers] = people.storekeepers;
  const storekeeper =
    installer === 0 || otherStorekeepers.length === 0
      ? demoStorekeeper
      : pick(otherStorekeepers, installer - 1);
  const numbered = !(offset === 0 && installer === unplannedInstaller);
  // A few stops are at a fixed hour (the customer asked), one that fits their turn in the route.
  const fixedHour = (installer + offset + position) % 4 === 0;
  const line = {
    ...pick(demoProducts, seed),
    quantity: 1,
    discount: 0,
    warehouse: { value: 2, label: 'בית עוזיאל', role: 'מחסן' },
  };
  return {
    userInformation: {
      userType: customer.userId.startsWith('5') ? 'business' : 'individual',
      name: customer.name,
      userId: customer.userId,
      phoneNumber: customer.phoneNumber,
    },
    contactDetails: {
      name: `${pick(contactNames, seed)} (${customer.name})`,
      phoneNumber: `05${seed % 5}-${String(4_100_000 + seed * 7_919).slice(0, 7)}`,
      email: '',
    },
    machine: pick(demoMachines, seed),
    products: [line],
    works: [
      { ...pick(demoWorks, 0), quantity: 1 },
      ...(position % 2 === 0 ? [{ ...pick(demoWorks, 1), quantity: 1 }] : []),
    ],
    comments: position % 3 === 1 ? 'להתקשר חצי שעה לפני ההגעה' : '',
    shippingAddress: {
      city: stop.city,
      neighborhood: stop.street,
      buildingNumber: String(3 + ((seed * 5) % 40)),
      shippingDate: noteStamp(new Date(now.getTime() + offset * 86_400_000)).date,
      hour: fixedHour ? `${twoDigits(8 + position)}:${position % 2 === 0 ? '00' : '30'}` : '',
    },
    routeNumber: numbered ? position + 1 : null,
    handleBy: {
      storekeeper,
      installer: person,
    },
    docNotes: [{ content: 'כרטיס עבודה למסלול המתקין', isNew: true }],
  } as DocumentInput;
}

/**
 * The installers' routes for the demo (issue 16): for yesterday, today and tomorrow, 4–8 work cards
 * each across real localities of their region, numbered 1…n in route order (but one installer's
 * today, left for the planner), a few at a fixed hour. Yesterday's were done, one or two failed
 * with the reason and hour; today a few are done and one collected; tomorrow's are open. Made
 * through the documents service, so each card is numbered, located and logged as a person's would
 * be, and the installer marks their own cards (at the hour they did). Answers how many were made.
 */
export async function seedDemoRoutes(db: Database, people: DemoRoutePeople, now: Date): Promise<number> {
  // The cards are made now; each mark is stamped at the time the installer made it.
  let clock = now;
  const service = createDocumentsService(db, () => clock);
  const worker: AccessClaims = { userId: people.worker, role: 'worker' as Role };
  const installers = people.installers.slice(0, demoRouteRegions.length);
  let made = 0;
  for (const [installer, person] of installers.entries()) {
    const claims: AccessClaims = { userId: person.id, role: 'installer' as Role };
    for (const offset of [-1, 0, 1]) {
      for (let position = 0; position < cardsOn(installer, offset); position++) {
        const doc = documentInputSchema.parse(routeCard(people, installer, offset, position, now));
        clock = now;
        const card = await createNumbered(service, worker, doc);
        made += 1;
        const outcome = outcomeOf(installer, offset, position);
        if (!outcome) continue;
        // Yesterday's were marked during yesterday's round, today's as the demo starts.
        clock = offset < 0 ? new Date(now.getTime() - 86_400_000 - (8 - position) * 60_000) : now;
        const fields: DocFieldUpdates = { 'generalStatus.status': installerStatuses[outcome] };
        if (outcome === 'failed')
          fields.installerFailureReason = {
            reason: pick(failureReasons, installer + position),
            hour: `${twoDigits(9 + position)}:${twoDigits((position * 17) % 60)}`,
          };
        await service.updateFields(
          claims,
          { category: 'workCard', docId: card.docId },
          fields,
          // The demo's stock is small: a done card takes its glass as after a confirmation.
          true,
        );
      }
    }
  }
  return made;
}

/**
 * Creates the card with its route number; when a database seeded before already holds that number
 * on the installer's day (a person planned it), the card is made unnumbered instead.
 */
async function createNumbered(
  service: ReturnType<typeof createDocumentsService>,
  worker: AccessClaims,
  doc: ParsedDocumentInput,
) {
  const create = (input: typeof doc) =>
    service.create(worker, { category: 'workCard', doc: input, allowNegativeStock: true });
  try {
    return await create(doc);
  } catch (error) {
    if (!(error instanceof AppError) || doc.routeNumber === null || !error.details.fields?.routeNumber)
      throw error;
    return create({ ...doc, routeNumber: null });
  }
}

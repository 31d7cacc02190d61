import { and, asc, eq, ne } from 'drizzle-orm';
import { seedDemoBusinessDetails } from '../../modules/business-details/business-details.seed';
import { seedDemoDocuments } from '../../modules/documents/documents.seed';
import { seedDemoRoutes } from '../../modules/documents/documents.seed-routes';
import { seedDemoInsurance } from '../../modules/insurance/insurance.seed';
import { seedDemoLeads } from '../../modules/leads/leads.seed';
import { rebuildManufacturerCatalog } from '../../modules/manufacturer-catalog/rebuild-manufacturer-catalog';
import { seedDemoNews } from '../../modules/news/news.seed';
import { seedDemoProducts } from '../../modules/products/products.seed';
import { seedDemoRegistry } from '../../modules/registry/registry.seed';
import { toServiceCall } from '../../modules/service-calls/service-calls.mapper';
import { serviceCalls } from '../../modules/service-calls/service-calls.table';
import { seedDemoPeople } from '../../modules/users/users.seed';
import { users } from '../../modules/users/users.table';
import { seedDemoWarehouses } from '../../modules/warehouses/warehouses.seed';
import { seedDemoWorks } from '../../modules/works/works.seed';
import type { Database } from '../db/client';
import { appSettings } from '../db/settings.table';
import type { FileStorage } from '../files/file-storage';
import { demoAccounts } from './demo-accounts';

const seededMarker = 'demo_data_seeded';
const insuranceSeededMarker = 'demo_insurance_seeded';
const warehousesSeededMarker = 'demo_warehouses_seeded';
const productsSeededMarker = 'demo_products_seeded';
const documentsSeededMarker = 'demo_documents_seeded';
const routesSeededMarker = 'demo_routes_seeded';
const newsSeededMarker = 'demo_news_seeded';
const leadsSeededMarker = 'demo_leads_seeded';

/**
 * Seeds the demo data once: the marker row makes later starts skip it, so what people change in
 * the demo is never overwritten. Runs in one transaction: a failed seed leaves nothing behind.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appSettings)
      .values({ key: seededMarker, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;

    await tx
      .insert(users)
      .values(
        demoAccounts.map((account) => ({
          role: account.role,
          userType:
            account.role === 'company' || account.role === 'supplier'
              ? ('business' as const)
              : ('individual' as const),
          name: account.name,
          phoneNumber: account.phone,
          idNumber: account.idNumber,
        })),
      )
      .onConflictDoNothing();
    // The first demo customer belongs to the first demo agent, so agent screens have someone to show.
    const [agent] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phoneNumber, '+972500000003'), eq(users.role, 'agent')));
    if (agent) {
      await tx
        .update(users)
        .set({ groupId: agent.id })
        .where(and(eq(users.phoneNumber, '+972500000004'), eq(users.role, 'customer')));
    }
    await seedDemoPeople(tx);
    await seedDemoRegistry(tx);
    return true;
  });
}

/**
 * Subscriptions came later than the first demo data: a database seeded before them gets its
 * demo service letters, subscriptions and calls once, the same way.
 */
export async function seedDemoInsuranceOnce(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appSettings)
      .values({ key: insuranceSeededMarker, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    await seedDemoInsurance(tx);
    return true;
  });
}

/** Warehouses came after that: the main warehouse, two more and a supplier with stock, once. */
export async function seedDemoWarehousesOnce(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appSettings)
      .values({ key: warehousesSeededMarker, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    await seedDemoWarehouses(tx);
    return true;
  });
}

/** Then the catalogue: a few hundred products with pictures and stock, once. */
export async function seedDemoProductsOnce(db: Database, storage: FileStorage): Promise<number> {
  return db
    .transaction(async (tx) => {
      const inserted = await tx
        .insert(appSettings)
        .values({ key: productsSeededMarker, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) return 0;
      const products = await seedDemoProducts(tx, storage);
      // Works came out of the products (ADR 0024): a database seeded before has them migrated.
      await seedDemoWorks(tx);
      return products;
    })
    .then(async (seeded) => {
      // The manufacturer catalogue is built from the registry and the products just seeded.
      if (seeded > 0) await rebuildManufacturerCatalog(db);
      return seeded;
    });
}

/**
 * Then business documents: about 60 quotes, work cards and certificates made through the documents
 * service by the demo worker and agent, some for today and tomorrow for the demo storekeeper, a
 * few quotes with attachments, a quote and a work card from approved demo service
 * calls, once; then the installers' routes of yesterday, today and tomorrow (issue 16), once too,
 * so a database seeded before them gets them. Answers how many were made.
 */
export async function seedDemoDocumentsOnce(
  db: Database,
  storage: FileStorage,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appSettings)
      .values({ key: documentsSeededMarker, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    const routesInserted = await tx
      .insert(appSettings)
      .values({ key: routesSeededMarker, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0 && routesInserted.length === 0) return 0;
    const person = async (role: 'worker' | 'agent' | 'storekeeper' | 'installer' | 'supplier') => {
      const account = demoAccounts.find((candidate) => candidate.role === role);
      const [row] = account
        ? await tx
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(and(eq(users.phoneNumber, account.phone), eq(users.role, role)))
        : [];
      if (!row) throw new Error(`the demo ${role} is missing`);
      return row;
    };
    const people = {
      worker: (await person('worker')).id,
      agent: (await person('agent')).id,
      storekeeper: await person('storekeeper'),
      installer: await person('installer'),
      supplier: await person('supplier'),
      customer: demoCustomer(),
    };
    let made = 0;
    if (inserted.length > 0) {
      // The approved demo calls (seeded with the subscriptions, before), oldest first: a few become
      // documents, which moves them on, as the office's next step after approving a call.
      const noFiles = {
        images: { front: null, back: null, right: null, left: null },
        documents: { machineInsurance: null, machineLicense: null },
      };
      const activeCalls = (
        await tx
          .select()
          .from(serviceCalls)
          .where(eq(serviceCalls.status, 'active'))
          .orderBy(asc(serviceCalls.createdAt), asc(serviceCalls.id))
      ).map((row) => toServiceCall(row, noFiles));
      // The service opens its own transactions; inside this one they are savepoints.
      made += await seedDemoDocuments(tx as unknown as Database, people, now, storage, activeCalls);
    }
    if (routesInserted.length > 0) {
      // The demo installer and storekeeper first, then the others (users.seed.ts) in a stable order.
      const others = (role: 'installer' | 'storekeeper', demo: string, limit: number) =>
        tx
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(and(eq(users.role, role), ne(users.id, demo)))
          .orderBy(asc(users.phoneNumber))
          .limit(limit);
      made += await seedDemoRoutes(
        tx as unknown as Database,
        {
          worker: people.worker,
          installers: [people.installer, ...(await others('installer', people.installer.id, 3))],
          storekeepers: [people.storekeeper, ...(await others('storekeeper', people.storekeeper.id, 2))],
        },
        now,
      );
    }
    return made;
  });
}

/** The demo customer account as a document names its customer (id number, name, local phone). */
function demoCustomer() {
  const account = demoAccounts.find((candidate) => candidate.role === 'customer');
  if (!account) throw new Error('the demo customer is missing');
  return { name: account.name, userId: account.idNumber, phoneNumber: account.phone.replace('+972', '0') };
}

/**
 * The demo business's contact and bank details (ADR 0025), while the business has none of its own:
 * an admin's save is never overwritten. Answers whether they were written.
 */
export async function seedDemoBusinessDetailsOnce(db: Database): Promise<boolean> {
  return seedDemoBusinessDetails(db);
}

/** The storefront's demo news (issue 17): three articles in each language, once. */
export async function seedDemoNewsOnce(
  db: Database,
  storage: FileStorage,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appSettings)
      .values({ key: newsSeededMarker, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return 0;
    return seedDemoNews(tx, storage, now);
  });
}

/** The storefront's demo leads (issue 17): five requests at each step of the follow-up, once. */
export async function seedDemoLeadsOnce(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appSettings)
      .values({ key: leadsSeededMarker, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return 0;
    return seedDemoLeads(tx, now);
  });
}

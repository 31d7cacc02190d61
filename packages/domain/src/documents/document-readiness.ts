import { type DocumentProblem, documentMessages as m } from './document-messages';

/** The three kinds of business document (spec 2 §1). */
export const documentCategories = ['priceQuote', 'workCard', 'shippingCertificate'] as const;
export type DocCategory = (typeof documentCategories)[number];

/**
 * What readiness looks at; any document shape with these fields fits (the wire input, a stored
 * document, the web form's values).
 */
export interface ReadinessLine {
  category?: string | null;
  catalogNumber?: string | null;
  name?: string | null;
  generalName?: string | null;
  isGeneralName?: boolean | null;
  warehouse?: { value?: unknown; label?: string | null } | null;
}

export interface ReadinessDocument {
  userInformation?: { userType?: string | null; name?: string | null; userId?: string | null } | null;
  machine?: { vinNumber?: string | null; tractorNumber?: string | null } | null;
  isDocWithoutMachine?: boolean | null;
  products?: readonly ReadinessLine[] | null;
  works?: readonly ReadinessLine[] | null;
  shippingAddress?: { city?: string | null; shippingDate?: string | null } | null;
  handleBy?: { storekeeper?: { id?: string | null } | null } | null;
}

function filled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

function warehouseFilled(warehouse: ReadinessLine['warehouse']): boolean {
  if (!warehouse || !filled(warehouse.label)) return false;
  const value = warehouse.value;
  return typeof value === 'number' ? Number.isFinite(value) : filled(value);
}

/**
 * Why a document of this category cannot be issued or saved yet (spec 2 §5 Document readiness),
 * each problem beside the field it belongs to; an empty list means it is ready.
 *
 * Every category needs: the customer's name, id number and type; a product or a work; the machine
 * (chassis or vehicle number) unless the document is without machine; on every product its
 * catalogue number, category, name (its typed name when `isGeneralName`) and warehouse (label and
 * value); on every work its category, catalogue number and name. A work card also needs the
 * shipping city and date and a handling storekeeper.
 */
export function readinessProblems(category: DocCategory, doc: ReadinessDocument): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const add = (field: string, message: DocumentProblem['message']) => problems.push({ field, message });

  const customer: NonNullable<ReadinessDocument['userInformation']> = doc.userInformation ?? {};
  for (const key of ['name', 'userId', 'userType'] as const)
    if (!filled(customer[key])) add(`userInformation.${key}`, m.missingCustomer);

  const machine: NonNullable<ReadinessDocument['machine']> = doc.machine ?? {};
  if (!doc.isDocWithoutMachine && !filled(machine.vinNumber) && !filled(machine.tractorNumber))
    add('machine', m.missingMachine);

  const products = doc.products ?? [];
  const works = doc.works ?? [];
  if (products.length === 0 && works.length === 0) add('products', m.missingItems);

  products.forEach((line, index) => {
    const at = `products.${index}`;
    if (!filled(line.catalogNumber)) add(`${at}.catalogNumber`, m.missingProductDetails);
    if (!filled(line.category)) add(`${at}.category`, m.missingProductDetails);
    if (line.isGeneralName ? !filled(line.generalName) : !filled(line.name))
      add(`${at}.${line.isGeneralName ? 'generalName' : 'name'}`, m.missingProductDetails);
    if (!warehouseFilled(line.warehouse)) add(`${at}.warehouse`, m.missingWarehouse);
  });
  works.forEach((line, index) => {
    const at = `works.${index}`;
    if (!filled(line.category)) add(`${at}.category`, m.missingWorkDetails);
    if (!filled(line.catalogNumber)) add(`${at}.catalogNumber`, m.missingWorkDetails);
    if (!filled(line.name)) add(`${at}.name`, m.missingWorkDetails);
  });

  if (category === 'workCard') {
    const shipping: NonNullable<ReadinessDocument['shippingAddress']> = doc.shippingAddress ?? {};
    if (!filled(shipping.city)) add('shippingAddress.city', m.missingShipping);
    if (!filled(shipping.shippingDate)) add('shippingAddress.shippingDate', m.missingShipping);
    if (!filled(doc.handleBy?.storekeeper?.id)) add('handleBy.storekeeper', m.missingStorekeeper);
  }
  return problems;
}

import { specialCatalogNumber, specialItemQuantity } from '../products/product-rules';
import { type LineAmounts, lineAmounts } from './document-totals';

/**
 * Product and work lines of a business document (spec 2 §3 Line item, §4 defaults, §5, §9).
 */

/**
 * The special free item (spec 2 §3, §9): a product whose name, price and quantity are chosen in the
 * document. Catalogue numbers are text, as products store them.
 */
export const FREE_ITEM_CATALOG_NUMBER: string = specialCatalogNumber;
/** The free item's quantity spinner: 1 to 999. */
export const FREE_ITEM_MIN_QUANTITY: number = specialItemQuantity.min;
export const FREE_ITEM_MAX_QUANTITY: number = specialItemQuantity.max;

export function isFreeItem(line: { catalogNumber?: unknown }): boolean {
  return typeof line.catalogNumber === 'string' && line.catalogNumber.trim() === FREE_ITEM_CATALOG_NUMBER;
}

/** A warehouse as a document line names it. */
export interface DocumentWarehouse {
  value: number;
  label: string;
  role: string;
}

/** The warehouses a document line can take from (spec 2 §9); the first is the default. */
export const documentWarehouses: readonly Readonly<DocumentWarehouse>[] = [
  { value: 2, label: 'בית עוזיאל', role: 'מחסן' },
  { value: 3, label: 'רמלה', role: 'מחסן' },
];
export const DEFAULT_DOCUMENT_WAREHOUSE_VALUE = 2;

/** The document warehouse with that value, as a fresh object; unknown values give undefined. */
export function documentWarehouse(value: unknown): DocumentWarehouse | undefined {
  const found = documentWarehouses.find((warehouse) => warehouse.value === Number(value));
  return found ? { ...found } : undefined;
}

function defaultWarehouse(): DocumentWarehouse {
  return documentWarehouse(DEFAULT_DOCUMENT_WAREHOUSE_VALUE) as DocumentWarehouse;
}

/** A line as a new document holds it (spec 2 §3 Line item). */
export interface DocumentLine {
  /** The product's or work's id. */
  id: string;
  category: string;
  catalogNumber: string;
  name: string;
  /** A name typed for this document, printed instead of `name` when `isGeneralName`. */
  generalName: string;
  isGeneralName: boolean;
  isCatalogNumVisible: boolean;
  quantity: number;
  /** Gross unit price. */
  price: number;
  /** Percent. */
  discount: number;
  netPrice: number;
  totalWithoutVAT: number;
  warehouse: DocumentWarehouse | null;
  deliveryTime: string;
  scannedCount: number;
  isPicked: boolean;
  isPrintBarcode: boolean;
  isOriginal: boolean;
  /** Works only: who does the work. */
  installer: { name: string; id: string; role: string } | null;
}

/** A product as the products list's select mode hands it over; any product shape with these fits. */
export interface PickedProduct {
  _id?: string | null;
  id?: string | null;
  catalogNumber?: string | null;
  name?: string | null;
  category?: string | null;
  price?: number | string | null;
  isOriginal?: boolean | null;
  deliveryTime?: string | null;
}

/** A work as the works list hands it over (spec 2 §3 Work). */
export interface PickedWork {
  _id?: string | null;
  id?: string | null;
  catalogNumber?: string | null;
  name?: string | null;
  category?: string | null;
  price?: number | string | null;
}

function lineFrom(item: PickedProduct, category: string): DocumentLine {
  const base = {
    id: item._id ?? item.id ?? '',
    category,
    catalogNumber: item.catalogNumber?.trim() ?? '',
    name: item.name ?? '',
    generalName: '',
    isGeneralName: false,
    isCatalogNumVisible: true,
    quantity: 1,
    price: 0,
    discount: 0,
    warehouse: defaultWarehouse(),
    deliveryTime: item.deliveryTime ?? '',
    scannedCount: 0,
    isPicked: false,
    isPrintBarcode: false,
    isOriginal: item.isOriginal ?? false,
    installer: null,
  };
  return { ...base, ...lineAmounts({ ...base, price: item.price }) };
}

/**
 * A new product line with spec 2 §4's defaults: quantity 1, discount 0, warehouse 2 'בית עוזיאל',
 * not picked, nothing scanned; net and line total computed from the product's price.
 */
export function newProductLine(product: PickedProduct): DocumentLine {
  return lineFrom(product, product.category ?? '');
}

/** A new work line: the same defaults, category 'works' unless the work names another. */
export function newWorkLine(work: PickedWork): DocumentLine {
  return lineFrom(work, work.category || 'works');
}

/** The line with its quantity, discount, net price and total recomputed (after an edit). */
export function repricedLine<
  Line extends { price?: unknown; discount?: unknown; quantity?: unknown; catalogNumber?: unknown },
>(line: Line): Line & LineAmounts {
  return { ...line, ...lineAmounts(line) };
}

/** Discount and net price stay disabled until the line has a gross price (spec 2 §5). */
export function canEditDiscount(line: { price?: unknown }): boolean {
  const price = typeof line.price === 'string' && line.price.trim() !== '' ? Number(line.price) : line.price;
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

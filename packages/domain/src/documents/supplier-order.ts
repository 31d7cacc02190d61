import { ORDERED_LINE_MAX_QUANTITY, type OrderedLineInput } from './document.schema';
import { lineAmounts, toAgorot } from './document-totals';
import { isFreeItem, newProductLine, type PickedProduct } from './line-items';

/**
 * The supplier order of a document (spec 2 OrderSupplier, `orderedProducts`; ADR 0022, Supplier
 * order): what is ordered from the document's supplier, priced at what the business pays for it.
 */

/** A catalogue product as the order needs it: its supplier, reference and purchase price. */
export interface OrderedProductSource extends PickedProduct {
  supplier?: { name?: string | null; refNumber?: string | null } | null;
  /** What the business pays the supplier; the order's unit price. */
  purchasePrice?: number | string | null;
}

/** A document line the order copies (any product line shape with these fields fits). */
export interface CopiedLine {
  id?: string | null;
  category?: string | null;
  catalogNumber?: string | null;
  name?: string | null;
  generalName?: string | null;
  isGeneralName?: boolean | null;
  isCatalogNumVisible?: boolean | null;
  quantity?: unknown;
  deliveryTime?: string | null;
  isOriginal?: boolean | null;
}

/**
 * Which ordered line a line is: the same catalogue product (by id, else catalogue number), and for
 * the free item 9999999 the same typed name. A line already ordered is not ordered twice.
 */
export function orderedLineKey(line: CopiedLine): string {
  const product = line.id?.trim() || `#${line.catalogNumber?.trim() ?? ''}`;
  return isFreeItem(line) ? `${product}:${line.generalName?.trim() ?? ''}` : product;
}

/** Whether `lines` already hold the line (see {@link orderedLineKey}). */
export function isAlreadyOrdered(lines: readonly CopiedLine[], line: CopiedLine): boolean {
  const key = orderedLineKey(line);
  return lines.some((ordered) => orderedLineKey(ordered) === key);
}

/** A quantity as an order takes it: a whole number from 1 to 999. */
export function orderedQuantity(quantity: unknown): number {
  const value = typeof quantity === 'string' ? Number(quantity.trim()) : Number(quantity);
  const whole = Number.isFinite(value) ? Math.floor(value) : 1;
  return Math.min(Math.max(whole, 1), ORDERED_LINE_MAX_QUANTITY);
}

function supplierOf(product: OrderedProductSource | undefined): OrderedLineInput['supplier'] {
  const name = product?.supplier?.name?.trim() ?? '';
  const refNumber = product?.supplier?.refNumber?.trim() ?? '';
  return name || refNumber ? { name, refNumber } : null;
}

function purchasePriceOf(product: OrderedProductSource | undefined): number {
  const price = Number(product?.purchasePrice ?? 0);
  return Number.isFinite(price) && price > 0 ? price : 0;
}

/** The line's amounts at its unit price, with no discount (a purchase price is net). */
function priced(line: Omit<OrderedLineInput, 'netPrice' | 'totalWithoutVAT'>) {
  return { ...line, ...lineAmounts({ ...line, discount: 0 }) };
}

/**
 * An ordered line for a catalogue product picked for the order: quantity 1, its purchase price,
 * supplier, reference number and delivery time. The free item gets its name typed for this order.
 */
export function orderedLineFromProduct(product: OrderedProductSource): OrderedLineInput {
  const line = newProductLine(product);
  const free = isFreeItem(line);
  return priced({
    ...line,
    isGeneralName: free,
    generalName: '',
    price: purchasePriceOf(product),
    discount: 0,
    warehouse: null,
    supplier: supplierOf(product),
  });
}

/**
 * An ordered line copied from one of the document's product lines: its product, name and quantity
 * (at most 999), priced at the catalogue product's purchase price — never at the customer's price
 * — with the catalogue's supplier and delivery time. `product` is undefined when the catalogue no
 * longer has it: the line is ordered with what the document knows and a price to type.
 */
export function orderedLineFromDocumentLine(
  line: CopiedLine,
  product?: OrderedProductSource,
): OrderedLineInput {
  return priced({
    id: line.id ?? '',
    category: line.category ?? '',
    catalogNumber: line.catalogNumber?.trim() ?? '',
    name: line.name ?? '',
    generalName: line.generalName ?? '',
    isGeneralName: line.isGeneralName ?? false,
    isCatalogNumVisible: line.isCatalogNumVisible ?? true,
    quantity: orderedQuantity(line.quantity),
    price: purchasePriceOf(product),
    discount: 0,
    warehouse: null,
    deliveryTime: product?.deliveryTime?.trim() || line.deliveryTime || '',
    scannedCount: 0,
    isPicked: false,
    isPrintBarcode: false,
    isOriginal: line.isOriginal ?? false,
    installer: null,
    supplier: supplierOf(product),
  });
}

/** The order's total before VAT: its lines' totals (each unit price × quantity) to two decimals. */
export function supplierOrderTotal(
  lines: ReadonlyArray<{ price?: unknown; quantity?: unknown; catalogNumber?: unknown }>,
): number {
  const cents = lines.reduce(
    (sum, line) => sum + Math.round(lineAmounts({ ...line, discount: 0 }).totalWithoutVAT * 100),
    0,
  );
  return toAgorot(cents / 100);
}

import {
  documentTotals,
  type LineItemInput,
  lineAmounts,
  type ParsedDocumentInput,
  type ParsedDocumentLine,
} from '@tg/domain';
import { isoDay } from './documents.mapper';
import type { DocumentBody, NewDocumentRow, RouteSummary } from './documents.table';

/**
 * How a document's input becomes its stored row: the lines' amounts and the total computed here
 * (whatever a client sent), the columns lists filter on, and the body. Shared by the service and
 * the structure-conversion job, so a converted document is exactly what a save would store.
 */

function withAmounts(line: ParsedDocumentLine) {
  return { ...line, ...lineAmounts(line as LineItemInput) };
}

/**
 * The lines with their amounts and the document's total at its VAT percent (ADR 0035): the rate
 * the document took when created (18 when not given, as for a document from before the setting).
 */
export function priced(input: ParsedDocumentInput, vatPercent?: number) {
  const products = input.products.map(withAmounts);
  const works = input.works.map(withAmounts);
  const orderedProducts = input.orderedProducts.map(withAmounts);
  const { docTotalPrice } = documentTotals({
    products,
    works,
    isDocWithoutVat: input.isDocWithoutVat,
    vatPercent,
  });
  return { products, works, orderedProducts, docTotalPrice };
}

/** The columns of what lists filter, scope and sort on. */
export function columnsOf(input: ParsedDocumentInput, docTotalPrice: number): Partial<NewDocumentRow> {
  return {
    customerName: input.userInformation.name,
    customerIdNumber: input.userInformation.userId,
    customerPhone: input.userInformation.phoneNumber.replace(/\D/g, ''),
    plate: input.machine.tractorNumber.replace(/[\s-]/g, '').toUpperCase(),
    chassis: input.machine.vinNumber.replace(/[\s-]/g, '').toUpperCase(),
    workerId: input.handleBy.worker?.id || null,
    storekeeperId: input.handleBy.storekeeper?.id || null,
    installerId: input.handleBy.installer?.id || null,
    supplierId: input.handleBy.supplier?.id || null,
    shippingDate: isoDay(input.shippingAddress.shippingDate),
    warehouses: [
      ...new Set(input.products.flatMap((line) => (line.warehouse ? [line.warehouse.value] : []))),
    ],
    docTotalPrice,
    linkingServiceCallId: input.LinkingIdServiceCall,
    routeNumber: input.routeNumber,
    routeSummary: routeSummaryOf(input),
  };
}

/** The name a line is shown by: its general name when chosen, else its name, else its number. */
export function lineName(
  line: Pick<ParsedDocumentLine, 'isGeneralName' | 'generalName' | 'name' | 'catalogNumber'>,
) {
  return (line.isGeneralName && line.generalName) || line.name || line.catalogNumber;
}

/** What a route shows of a document (ADR 0028): who, where, when and what, nothing else. */
export function routeSummaryOf(input: ParsedDocumentInput): RouteSummary {
  const { shippingAddress: address } = input;
  return {
    customerName: input.userInformation.name,
    contactName: input.contactDetails.name,
    phoneNumber: input.contactDetails.phoneNumber || input.userInformation.phoneNumber,
    city: address.city,
    street: address.neighborhood,
    buildingNumber: address.buildingNumber,
    hour: address.hour,
    comments: input.comments,
    lines: [...input.products, ...input.works].map((line) => ({
      name: lineName(line),
      quantity: line.quantity,
    })),
  };
}

export function bodyOf(
  input: ParsedDocumentInput,
  lines: ReturnType<typeof priced>,
  docNotes: DocumentBody['docNotes'],
  modified: DocumentBody['generalStatusModified'],
): DocumentBody {
  const { generalStatus: _status, docNotes: _notes, ...rest } = input;
  return {
    ...rest,
    products: lines.products,
    works: lines.works,
    orderedProducts: lines.orderedProducts,
    docNotes,
    generalStatusModified: modified,
  };
}

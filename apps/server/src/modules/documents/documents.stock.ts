import { type DocCategory, installerStatuses, isFreeItem, type LineItem } from '@tg/domain';
import type { Actor } from '../../platform/audit/audit';
import type { Executor } from '../../platform/db/client';
import { warehouseStock } from '../warehouses/warehouses.service';

/**
 * When a document takes its products out of stock (issue 15 Stock): a shipping certificate when it
 * is issued, a work card when it is marked done; once per document, never on closing.
 */
export function takesStockNow(category: DocCategory, event: 'issue' | { generalStatus: string }): boolean {
  if (event === 'issue') return category === 'shippingCertificate';
  return category === 'workCard' && event.generalStatus === installerStatuses.done;
}

/** The document's product lines as stock takes: the free item and lines without a warehouse hold no stock. */
export function stockLinesOf(
  products: readonly Pick<LineItem, 'catalogNumber' | 'quantity' | 'warehouse'>[],
) {
  return products.flatMap((line, index) =>
    line.warehouse && line.catalogNumber && !isFreeItem(line)
      ? [
          {
            key: `products.${index}.quantity`,
            warehouse: String(line.warehouse.value),
            catalogNumber: line.catalogNumber,
            quantity: line.quantity,
          },
        ]
      : [],
  );
}

export async function takeDocumentStock(
  tx: Executor,
  actor: Actor,
  document: { category: DocCategory; docId: number; products: readonly LineItem[] },
  allowNegative: boolean,
): Promise<{ skipped: string[] }> {
  return warehouseStock.takeOut(tx, actor, stockLinesOf(document.products), {
    allowNegative,
    reference: `${document.category} ${document.docId}`,
  });
}

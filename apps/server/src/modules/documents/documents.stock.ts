import { type DocCategory, installerStatuses, isFreeItem, type LineItem } from '@tg/domain';
import { type Actor, recordActivity } from '../../platform/audit/audit';
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

/**
 * Takes the document's product lines out of their warehouses, and writes on the document's own log
 * what left which warehouse and which lines held no stock here (a warehouse this install does not
 * have), so the office sees why a count did not move.
 */
export async function takeDocumentStock(
  tx: Executor,
  actor: Actor,
  document: { id: string; category: DocCategory; docId: number; products: readonly LineItem[] },
  allowNegative: boolean,
): Promise<{ skipped: string[] }> {
  const lines = stockLinesOf(document.products);
  const { skipped } = await warehouseStock.takeOut(tx, actor, lines, {
    allowNegative,
    reference: `${document.category} ${document.docId}`,
  });
  const passedOver = new Set(skipped);
  const described = (line: (typeof lines)[number]) => ({
    warehouse: line.warehouse,
    catalogNumber: line.catalogNumber,
    quantity: line.quantity,
  });
  await recordActivity(tx, actor, {
    action: 'takeStock',
    entity: 'document',
    entityId: document.id,
    newValues: {
      taken: lines.filter((line) => !passedOver.has(line.key)).map(described),
      ...(skipped.length > 0
        ? { skipped: lines.filter((line) => passedOver.has(line.key)).map(described) }
        : {}),
    },
  });
  return { skipped };
}

import { warehouseContracts as calls, type WarehouseAnalysis } from '@tg/domain';
import { contractRoutes, type FileAnswer, implement } from '../../platform/http/contract-routes';
import type { WarehousePrintouts } from './warehouse-printouts';
import type { WarehousesService } from './warehouses.service';

/** The analysis tab's data and the printouts (stickers, inventory report). */
export interface WarehouseReports {
  analysis: () => Promise<WarehouseAnalysis>;
  printouts: WarehousePrintouts;
}

/** Printouts open in the browser's PDF viewer rather than being saved. */
const inlinePdf = (printed: { pdf: Buffer; fileName: string }): FileAnswer => ({
  content: printed.pdf,
  contentType: 'application/pdf',
  fileName: printed.fileName,
  disposition: 'inline',
});

export function warehousesRoutes(service: WarehousesService, reports: WarehouseReports) {
  return contractRoutes([
    implement(calls.list, ({ body }) => service.list(body)),
    implement(calls.create, ({ caller, body }) => service.create(caller, body.warehouse)),
    implement(calls.update, ({ caller, body: { warehouse } }) => {
      const { _id, ...input } = warehouse;
      return service.update(caller, _id, input);
    }),
    implement(calls.remove, ({ caller, body }) => service.remove(caller, body._id)),
    implement(calls.nextId, () => service.nextId()),
    // The spec wraps the paging in `params`; a flat body is accepted too.
    implement(calls.stock, ({ body }) => service.products('params' in body ? body.params : body)),
    implement(calls.updateStock, ({ caller, body }) => service.updateStock(caller, body)),
    implement(calls.productStock, ({ body }) => service.detailsOf(body.catalogNumber)),
    implement(calls.transfer, ({ caller, body }) => service.transfer(caller, body)),
    implement(calls.transfers, ({ body }) => service.transfers(body)),
    implement(calls.analysis, () => reports.analysis()),
    implement(calls.stickers, async ({ body }) => inlinePdf(await reports.printouts.stickers(body))),
    implement(calls.inventoryReport, async ({ body }) =>
      inlinePdf(await reports.printouts.inventoryReport(body.warehouseId)),
    ),
  ]);
}

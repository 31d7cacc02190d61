import type { WarehouseAnalysis } from '@tg/domain';
import {
  createWarehouseSchema,
  deleteWarehouseSchema,
  inventoryReportRequestSchema,
  printStickersRequestSchema,
  productWarehouseDetailsQuerySchema,
  productWarehouseDetailsSchema,
  rolesWith,
  stockItemSchema,
  transferRequestSchema,
  transferResultSchema,
  transfersListSchema,
  transfersQuerySchema,
  updateStockItemSchema,
  updateWarehouseSchema,
  warehouseAnalysisSchema,
  warehouseProductsListSchema,
  warehouseProductsQuerySchema,
  warehouseSchema,
  warehousesListSchema,
  warehousesQuerySchema,
} from '@tg/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/access';
import type { WarehousePrintouts } from './warehouse-printouts';
import type { WarehousesService } from './warehouses.service';

/** The analysis tab's data and the printouts (stickers, inventory report). */
export interface WarehouseReports {
  analysis: () => Promise<WarehouseAnalysis>;
  printouts: WarehousePrintouts;
}

const sendPdf = (reply: FastifyReply, printed: { pdf: Buffer; fileName: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${printed.fileName}"`)
    .header('cache-control', 'no-store')
    .send(printed.pdf);

const tags = ['warehouses'];
const base = '/warehouses';

export function warehousesRoutes(service: WarehousesService, reports: WarehouseReports) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const read = rolesWith('warehouses.read');
    const manage = rolesWith('warehouses.manage');

    app.post(
      `${base}/fetchWarehouses`,
      {
        config: { access: read },
        schema: { tags, body: warehousesQuerySchema, response: { 200: warehousesListSchema } },
      },
      (request) => service.list(request.body),
    );

    app.post(
      `${base}/createWarehouse`,
      {
        config: { access: manage },
        schema: { tags, body: createWarehouseSchema, response: { 201: warehouseSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(callerOf(request), request.body.warehouse)),
    );

    app.put(
      `${base}/updateWarehouse`,
      {
        config: { access: manage },
        schema: {
          tags,
          body: updateWarehouseSchema,
          response: { 200: z.object({ updatedWarehouse: warehouseSchema }) },
        },
      },
      (request) => {
        const { _id, ...input } = request.body.warehouse;
        return service.update(callerOf(request), _id, input);
      },
    );

    app.patch(
      `${base}/deleteWarehouse`,
      {
        config: { access: manage },
        schema: { tags, body: deleteWarehouseSchema, response: { 200: z.object({ _id: z.string() }) } },
      },
      (request) => service.remove(callerOf(request), request.body._id),
    );

    app.get(
      `${base}/getLastWarehouseId`,
      { config: { access: manage }, schema: { tags, response: { 200: z.object({ newId: z.string() }) } } },
      () => service.nextId(),
    );

    app.post(
      `${base}/fetchWarehouseProducts`,
      {
        config: { access: read },
        schema: { tags, body: warehouseProductsQuerySchema, response: { 200: warehouseProductsListSchema } },
      },
      (request) => service.products('params' in request.body ? request.body.params : request.body),
    );

    app.put(
      `${base}/updateProductInWarehouse`,
      {
        config: { access: manage },
        schema: { tags, body: updateStockItemSchema, response: { 200: stockItemSchema } },
      },
      (request) => service.updateStock(callerOf(request), request.body),
    );

    app.post(
      `${base}/getProductWarehouseDetails`,
      {
        config: { access: read },
        schema: {
          tags,
          body: productWarehouseDetailsQuerySchema,
          response: { 200: productWarehouseDetailsSchema },
        },
      },
      (request) => service.detailsOf(request.body.catalogNumber),
    );

    app.post(
      `${base}/transferStock`,
      {
        config: { access: rolesWith('stock.transfer') },
        schema: { tags, body: transferRequestSchema, response: { 200: transferResultSchema } },
      },
      (request) => service.transfer(callerOf(request), request.body),
    );

    app.post(
      `${base}/fetchTransfers`,
      {
        config: { access: read },
        schema: { tags, body: transfersQuerySchema, response: { 200: transfersListSchema } },
      },
      (request) => service.transfers(request.body),
    );

    app.post(
      `${base}/fetchAnalysis`,
      { config: { access: read }, schema: { tags, response: { 200: warehouseAnalysisSchema } } },
      () => reports.analysis(),
    );

    app.post(
      `${base}/printStickers`,
      { config: { access: read }, schema: { tags, body: printStickersRequestSchema } },
      async (request, reply) => sendPdf(reply, await reports.printouts.stickers(request.body)),
    );

    app.post(
      `${base}/inventoryReport`,
      { config: { access: read }, schema: { tags, body: inventoryReportRequestSchema } },
      async (request, reply) =>
        sendPdf(reply, await reports.printouts.inventoryReport(request.body.warehouseId)),
    );
  };
}

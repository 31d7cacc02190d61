import type { StockItem } from '../../warehouses/warehouse.schema';
import { type ExportColumn, numberColumn, textColumn } from '../export-column';
import { commonHeaders as h } from './common-headers';

export const warehouseStockColumns: readonly ExportColumn<StockItem>[] = [
  textColumn('catalogNumber', h.catalogNumber, (row) => row.catalogNumber, { width: 16 }),
  textColumn('name', h.productName, (row) => row.name, { width: 28 }),
  numberColumn('quantity', h.quantity, (row) => row.quantity),
  numberColumn('minQuantity', h.minQuantity, (row) => row.minQuantity),
  textColumn('location', h.location, (row) => row.location),
];

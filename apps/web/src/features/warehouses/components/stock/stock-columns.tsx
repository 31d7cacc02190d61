import { Checkbox } from '@mui/material';
import { mainWarehouseId, type StockItem, type Warehouse } from '@tg/domain';
import type { DataTableColumn } from '../../../../ui/data-table';

export type StockRow = StockItem & { _id: string };

/** The table keys rows by `_id`; a catalogue number is unique within one warehouse. */
export const toStockRow = (item: StockItem): StockRow => ({ ...item, _id: item.catalogNumber });

/** "Quantity ordered from supplier" for a supplier, "quantity in stock" otherwise (spec 3 §2.7). */
export const quantityLabelKey = (warehouse: Pick<Warehouse, 'role'>) =>
  warehouse.role === 'supplier'
    ? 'warehouses.stock.columns.quantityOrdered'
    : 'warehouses.stock.columns.quantityInStock';

/**
 * Catalogue number, Hebrew name and quantity; every warehouse but the main one also shows the
 * minimum, the shelf and a tick for choosing rows to print stickers for.
 */
export function stockColumns(
  warehouse: Warehouse,
  selection: { isSelected: (row: StockRow) => boolean; label: (row: StockRow) => string },
): DataTableColumn<StockRow>[] {
  const isMain = warehouse.id === mainWarehouseId;
  const columns: DataTableColumn<StockRow>[] = [
    {
      id: 'catalogNumber',
      labelKey: 'warehouses.stock.columns.catalogNumber',
      dir: 'ltr',
      copyable: true,
      width: 150,
    },
    { id: 'name', labelKey: 'warehouses.stock.columns.name', value: (row) => row.name || '—', width: 200 },
    { id: 'quantity', labelKey: quantityLabelKey(warehouse), dir: 'ltr', width: 120 },
  ];
  if (isMain) return columns;
  return [
    {
      id: 'selected',
      labelKey: 'warehouses.stock.columns.selected',
      render: (row) => (
        <Checkbox
          size="small"
          checked={selection.isSelected(row)}
          tabIndex={-1}
          slotProps={{ input: { 'aria-label': selection.label(row) } }}
          sx={{ padding: 0 }}
        />
      ),
      width: 64,
    },
    ...columns,
    { id: 'minQuantity', labelKey: 'warehouses.stock.columns.minQuantity', dir: 'ltr', width: 110 },
    { id: 'location', labelKey: 'warehouses.stock.columns.location', width: 130 },
  ];
}

import AddIcon from '@mui/icons-material/Add';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import LocalPrintshopIcon from '@mui/icons-material/LocalPrintshopOutlined';
import { Box, Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import {
  warehouseContracts as calls,
  can,
  mainWarehouseId,
  type StockItem,
  type Warehouse,
} from '@tg/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../app/auth/auth-context';
import { DataTable } from '../../../../ui/data-table';
import { ExportMenu } from '../../../../ui/export-menu';
import { Pagination } from '../../../../ui/pagination';
import { SearchField } from '../../../../ui/search-field';
import { useListFollowUps, useListPaging } from '../../../../ui/use-list-paging';
import { useTableSearch } from '../../../../ui/use-table-search';
import { useOpenPdf } from '../../api/use-open-pdf';
import { useWarehouseStock } from '../../api/use-warehouses';
import { StickersDialog } from './stickers-dialog';
import { type StockRow, stockColumns, toStockRow } from './stock-columns';
import { StockItemDialog, type StockItemDialogMode } from './stock-item-dialog';

/** Spec 3 §2.7 / §9: the stock table offers 10, 15, 20 or 25 rows a page. */
export const stockPageSizes = [10, 15, 20, 25] as const;

/**
 * A warehouse's stock (spec 3 §2.7): search, numbered pages, the inventory report, adding a
 * catalogue number (staff), and for every warehouse but the main one the minimum, the shelf and
 * sticker printing for one row or the ticked rows. A click ticks a row, a double click shows it.
 */
export function StockTab({ warehouse }: { warehouse: Warehouse }) {
  const { t } = useTranslation();
  const { userRole } = useAuth();
  const canManage = can(userRole, 'warehouses.manage');
  const isMain = warehouse.id === mainWarehouseId;
  const { page, setPage, pageSize, changePageSize } = useListPaging(stockPageSizes[0]);
  const search = useTableSearch({ onTermChange: () => setPage(1) });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [itemDialog, setItemDialog] = useState<{
    open: boolean;
    mode: StockItemDialogMode;
    item?: StockItem;
  }>({
    open: false,
    mode: 'view',
  });
  const [stickers, setStickers] = useState<{ open: boolean; catalogNumbers: string[] }>({
    open: false,
    catalogNumbers: [],
  });
  const pdf = useOpenPdf();

  const list = useWarehouseStock({ warehouseId: warehouse.id, page, limit: pageSize, search: search.term });
  useListFollowUps(list, { page, setPage }, t('warehouses.stock.loadError'));
  const rows = useMemo(() => list.data?.products.map(toStockRow), [list.data]);

  const toggle = (row: StockRow) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(row.catalogNumber)) next.delete(row.catalogNumber);
      else next.add(row.catalogNumber);
      return next;
    });
  const columns = stockColumns(warehouse, {
    isSelected: (row) => selected.has(row.catalogNumber),
    label: (row) => t('warehouses.stock.selectRow', { number: row.catalogNumber }),
  });

  const printStickers = async (copies: number) => {
    const isDone = await pdf.open(calls.stickers, {
      warehouseId: warehouse.id,
      items: stickers.catalogNumbers.map((catalogNumber) => ({ catalogNumber, copies })),
    });
    if (isDone) setStickers((current) => ({ ...current, open: false }));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, paddingBlockStart: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <SearchField search={search} label={t('warehouses.stock.search')} testId="stock-search" width={220} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, marginInlineStart: 'auto' }}>
          {isMain ? null : (
            <Button
              variant="outlined"
              startIcon={<LocalPrintshopIcon />}
              disabled={selected.size === 0}
              onClick={() => setStickers({ open: true, catalogNumbers: [...selected] })}
              data-testid="stock-print-selected"
            >
              {t('warehouses.stickers.selected', { number: selected.size })}
            </Button>
          )}
          <ExportMenu list="warehouseStock" query={{ warehouseId: warehouse.id, search: search.term }} />
          <Button
            variant="outlined"
            startIcon={pdf.isOpening ? <CircularProgress size={16} /> : <AssessmentIcon />}
            disabled={pdf.isOpening}
            onClick={() => void pdf.open(calls.inventoryReport, { warehouseId: warehouse.id })}
            data-testid="stock-inventory-report"
          >
            {t('warehouses.stock.inventoryReport')}
          </Button>
          {canManage ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setItemDialog({ open: true, mode: 'create' })}
              data-testid="stock-add"
            >
              {t('warehouses.stock.add')}
            </Button>
          ) : null}
        </Box>
      </Box>
      <DataTable
        label={t('warehouses.stock.tableLabel', { name: warehouse.name })}
        columns={columns}
        rows={rows}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('warehouses.stock.loadError')}
        emptyText={search.term ? t('warehouses.stock.emptySearch') : t('warehouses.stock.empty')}
        onRowClick={isMain ? undefined : toggle}
        onRowDoubleClick={(row) => setItemDialog({ open: true, mode: 'view', item: row })}
        rowActions={
          isMain
            ? undefined
            : (row) => (
                <Tooltip title={t('warehouses.stickers.thisRow')}>
                  <IconButton
                    size="small"
                    aria-label={t('warehouses.stickers.forRow', { number: row.catalogNumber })}
                    onClick={() => setStickers({ open: true, catalogNumbers: [row.catalogNumber] })}
                    data-testid="stock-print-row"
                  >
                    <LocalPrintshopIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )
        }
        footer={
          list.data ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              pageSizes={stockPageSizes}
              total={list.data.total}
              totalPages={list.data.totalPages}
              displayedCount={list.data.products.length}
              onPageChange={setPage}
              onPageSizeChange={changePageSize}
            />
          ) : null
        }
      />
      <StockItemDialog
        open={itemDialog.open}
        mode={itemDialog.mode}
        item={itemDialog.item}
        warehouse={warehouse}
        canManage={canManage}
        onClose={() => setItemDialog((current) => ({ ...current, open: false }))}
      />
      <StickersDialog
        key={stickers.catalogNumbers.join('\n')}
        open={stickers.open}
        catalogNumbers={stickers.catalogNumbers}
        isPrinting={pdf.isOpening}
        onPrint={(copies) => void printStickers(copies)}
        onClose={() => setStickers((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
}

import type { StockTransfer } from '@tg/domain';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Pagination } from '../../../ui/pagination';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { useTransfers } from '../api/use-stock-transfer';

export const formatTransferDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

const columns: DataTableColumn<StockTransfer>[] = [
  {
    id: 'createdAt',
    labelKey: 'stock-transfer.list.date',
    value: (row) => formatTransferDate(row.createdAt),
    dir: 'ltr',
    width: 150,
  },
  { id: 'catalogNumber', labelKey: 'stock-transfer.list.catalogNumber', dir: 'ltr', width: 140 },
  { id: 'fromWarehouseId', labelKey: 'stock-transfer.list.from', dir: 'ltr', width: 100 },
  { id: 'toWarehouseId', labelKey: 'stock-transfer.list.to', dir: 'ltr', width: 100 },
  { id: 'quantity', labelKey: 'stock-transfer.list.quantity', dir: 'ltr', width: 90 },
  { id: 'note', labelKey: 'stock-transfer.list.note', width: 220 },
];

/** The transfers, newest first (the server orders them), ten a page. */
export function TransfersList() {
  const { t } = useTranslation();
  const { page, setPage, pageSize, changePageSize } = useListPaging(10, 'transfers');
  const list = useTransfers({ page, limit: pageSize });
  useListFollowUps(list, { page, setPage }, t('stock-transfer.list.loadError'));
  return (
    <DataTable
      label={t('stock-transfer.list.title')}
      columns={columns}
      rows={list.data?.transfers}
      isLoading={list.isFetching}
      isError={list.isError}
      onRetry={() => void list.refetch()}
      errorText={t('stock-transfer.list.loadError')}
      emptyText={t('stock-transfer.list.empty')}
      footer={
        list.data ? (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={list.data.total}
            totalPages={list.data.totalPages}
            displayedCount={list.data.transfers.length}
            onPageChange={setPage}
            onPageSizeChange={changePageSize}
          />
        ) : null
      }
    />
  );
}

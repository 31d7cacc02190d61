import { Box } from '@mui/material';
import { can, mainWarehouseId, type Warehouse, warehousesDefaultPageSize } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { useAuth } from '../../../app/auth/auth-context';
import { useNotify } from '../../../app/notifications';
import { ColumnChooser } from '../../../ui/column-chooser';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { FilterChips } from '../../../ui/filter-chips';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { RowActions } from '../../../ui/row-actions';
import { useColumnVisibility } from '../../../ui/use-column-visibility';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { useDeleteWarehouse, useWarehouses } from '../api/use-warehouses';
import { useWarehouseFilters } from '../components/use-warehouse-filters';
import { WarehouseDialog, type WarehouseDialogMode } from '../components/warehouse-dialog/warehouse-dialog';
import { WarehouseFilterFields } from '../components/warehouse-filter-fields';
import { warehousesColumns } from '../components/warehouses-columns';

interface DialogState {
  open: boolean;
  mode: WarehouseDialogMode;
  warehouse?: Warehouse;
}

/**
 * Warehouses → inventory management (stock/warehouses, spec 3 §2.5): the list with the main
 * warehouse first, ten a page. Staff create, edit and delete (never the main warehouse); the
 * stock roles only view.
 */
export function WarehousesPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const canManage = can(userRole, 'warehouses.manage');

  const { page, setPage, pageSize, changePageSize, resetPaging } = useListPaging(
    warehousesDefaultPageSize,
    'warehouses',
  );
  const filters = useWarehouseFilters(() => setPage(1));
  const visibility = useColumnVisibility(warehousesColumns);
  const [dialog, setDialog] = useState<DialogState>({ open: false, mode: 'view' });
  // Kept after closing so the confirmation's text does not change while it fades out.
  const [deletion, setDeletion] = useState<{ open: boolean; warehouse?: Warehouse }>({ open: false });

  const list = useWarehouses({ page, limit: pageSize, ...filters.query });
  const remove = useDeleteWarehouse();
  const data = list.data;
  const loadError = list.error instanceof Error ? list.error.message : '';
  useListFollowUps(list, { page, setPage }, t('warehouses.notices.loadError', { message: loadError }));

  const open = (mode: WarehouseDialogMode, warehouse?: Warehouse) =>
    setDialog({ open: true, mode: canManage ? mode : 'view', warehouse });
  const closeDeletion = () => setDeletion((current) => ({ ...current, open: false }));

  const confirmDelete = () => {
    const warehouse = deletion.warehouse;
    if (!warehouse) return;
    remove.mutate(warehouse._id, {
      onSuccess: () => notify.success(t('warehouses.notices.deleted')),
      onError: (error) =>
        notify.error(
          error instanceof ApiError && error.fields._id === 'validation.mainWarehouseLocked'
            ? t('warehouses.notices.mainLocked')
            : t('warehouses.notices.deleteError'),
        ),
      onSettled: closeDeletion,
    });
  };

  const reset = () => {
    filters.clear();
    resetPaging();
    visibility.reset();
  };

  return (
    <Box>
      <ListToolbar
        title={t('warehouses.title')}
        search={<WarehouseFilterFields filters={filters} />}
        columns={<ColumnChooser columns={warehousesColumns} visibility={visibility} />}
        onReset={reset}
        resetTestId="warehouses-reset"
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="warehouses-refresh"
        primaryAction={
          canManage
            ? { label: t('warehouses.add'), onClick: () => open('create'), testId: 'warehouses-add' }
            : undefined
        }
        chips={
          <>
            <RestoredFilterNotice isRestored={filters.isRestored} />
            <FilterChips
              filters={filters.definitions}
              values={filters.values}
              onRemove={filters.remove}
              onClearAll={filters.clear}
            />
          </>
        }
      />
      <DataTable
        label={t('warehouses.title')}
        columns={warehousesColumns}
        rows={data?.warehouses}
        visibility={visibility}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('warehouses.notices.loadError', { message: loadError })}
        emptyText={filters.isFiltering ? t('warehouses.emptySearch') : t('warehouses.empty')}
        rowActions={(warehouse) => (
          <RowActions
            itemName={warehouse.name}
            onView={() => open('view', warehouse)}
            onEdit={canManage ? () => open('edit', warehouse) : undefined}
            onDelete={
              canManage && warehouse.id !== mainWarehouseId
                ? () => setDeletion({ open: true, warehouse })
                : undefined
            }
          />
        )}
        onRowDoubleClick={(warehouse) => open('view', warehouse)}
        footer={
          data ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              totalPages={data.totalPages}
              displayedCount={data.warehouses.length}
              onPageChange={setPage}
              onPageSizeChange={changePageSize}
            />
          ) : null
        }
      />
      <WarehouseDialog
        open={dialog.open}
        mode={dialog.mode}
        warehouse={dialog.warehouse}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      {canManage ? (
        <ConfirmDialog
          open={deletion.open}
          destructive
          isPending={remove.isPending}
          title={t('warehouses.deleteDialog.title')}
          message={t('warehouses.deleteDialog.message', { name: deletion.warehouse?.name ?? '' })}
          onConfirm={confirmDelete}
          onCancel={closeDeletion}
        />
      ) : null}
    </Box>
  );
}

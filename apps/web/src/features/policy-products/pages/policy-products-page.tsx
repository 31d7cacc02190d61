import { Box } from '@mui/material';
import {
  can,
  type PolicyProduct,
  type PolicyProductType,
  policyProductsDefaultPageSize,
  policyProductTypes,
} from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import { useNotify } from '../../../app/notifications';
import { ColumnChooser } from '../../../ui/column-chooser';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { RowActions } from '../../../ui/row-actions';
import { SearchField } from '../../../ui/search-field';
import { useColumnVisibility } from '../../../ui/use-column-visibility';
import { useListAddressState } from '../../../ui/use-list-address-state';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { useTableSearch } from '../../../ui/use-table-search';
import { useDeletePolicyProduct, usePolicyProducts } from '../api/use-policy-products';
import {
  PolicyProductDialog,
  type PolicyProductDialogMode,
} from '../components/policy-product-dialog/policy-product-dialog';
import { PolicyProductTypeFilter } from '../components/policy-product-type-filter';
import { policyProductsColumns } from '../components/policy-products-columns';

interface DialogState {
  open: boolean;
  mode: PolicyProductDialogMode;
  product?: PolicyProduct;
}

const addressKeys = ['search', 'type'] as const;

/**
 * Service letters (subscription products), at services/policyProducts for staff and agents
 * (spec 1 §2, spec 3 §2.8). Staff create, edit and delete; agents and agencies see the same list
 * as "service documents", read-only: no create, no edit or delete, the terms only to open (§6).
 * Ten rows a page by default, with the shared 10/15/20/25 choice.
 */
export function PolicyProductsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const canManage = can(userRole, 'policyProducts.manage');
  const isAgentArea = can(userRole, 'dashboard.agent');

  const { page, setPage, pageSize, changePageSize, resetPaging } = useListPaging(
    policyProductsDefaultPageSize,
    'policyProducts',
  );
  // Search and type live in the address (`?type=…&search=…`) and are remembered per person.
  const address = useListAddressState('policyProducts', addressKeys);
  const search = useTableSearch({
    appliedTerm: address.values.search,
    onTermChange: (term) => {
      address.set({ search: term });
      setPage(1);
    },
  });
  const type = policyProductTypes.find((value) => value === address.values.type);
  const visibility = useColumnVisibility(policyProductsColumns);
  const [dialog, setDialog] = useState<DialogState>({ open: false, mode: 'create' });
  // Kept after closing so the confirmation's text does not change while it fades out.
  const [deletion, setDeletion] = useState<{ open: boolean; product?: PolicyProduct }>({ open: false });

  const list = usePolicyProducts({ page, limit: pageSize, type, search: search.term });
  const remove = useDeletePolicyProduct();
  const data = list.data;

  useListFollowUps(list, { page, setPage }, t('policy-products.notices.loadError'));

  const open = (mode: PolicyProductDialogMode, product?: PolicyProduct) =>
    setDialog({ open: true, mode: canManage ? mode : 'view', product });
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));
  const closeDeletion = () => setDeletion((current) => ({ ...current, open: false }));

  const chooseType = (next: PolicyProductType | undefined) => {
    address.set({ type: next });
    setPage(1);
  };

  const reset = () => {
    search.clear();
    address.clear();
    resetPaging();
    visibility.reset();
  };

  const confirmDelete = () => {
    const product = deletion.product;
    if (!product) return;
    remove.mutate(product._id, {
      onSuccess: () => notify.success(t('policy-products.notices.deleted')),
      onError: () => notify.error(t('policy-products.notices.deleteError')),
      onSettled: closeDeletion,
    });
  };

  const title = isAgentArea ? t('policy-products.agentTitle') : t('policy-products.title');
  const isFiltering = Boolean(search.term || type);

  return (
    <Box>
      <ListToolbar
        title={title}
        search={
          <>
            <SearchField
              search={search}
              label={t('policy-products.searchLabel')}
              testId="policy-products-search"
            />
            <PolicyProductTypeFilter value={type} onChange={chooseType} />
          </>
        }
        columns={<ColumnChooser columns={policyProductsColumns} visibility={visibility} />}
        onReset={reset}
        resetTestId="policy-products-reset"
        chips={<RestoredFilterNotice isRestored={address.isRestored} />}
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="policy-products-refresh"
        primaryAction={
          canManage
            ? {
                label: t('policy-products.add'),
                onClick: () => open('create'),
                testId: 'policy-products-add',
              }
            : undefined
        }
      />
      <DataTable
        label={title}
        columns={policyProductsColumns}
        rows={data?.policyProducts}
        visibility={visibility}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('policy-products.notices.loadError')}
        emptyText={isFiltering ? t('policy-products.emptySearch') : t('policy-products.empty')}
        rowActions={(product) => (
          <RowActions
            itemName={product.policyName}
            onView={() => open('view', product)}
            onEdit={canManage ? () => open('edit', product) : undefined}
            onDelete={canManage ? () => setDeletion({ open: true, product }) : undefined}
          />
        )}
        onRowDoubleClick={(product) => open('view', product)}
        footer={
          data ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              totalPages={data.totalPages}
              displayedCount={data.policyProducts.length}
              onPageChange={setPage}
              onPageSizeChange={changePageSize}
            />
          ) : null
        }
      />
      <PolicyProductDialog
        open={dialog.open}
        mode={dialog.mode}
        product={dialog.product}
        onClose={closeDialog}
      />
      {canManage ? (
        <ConfirmDialog
          open={deletion.open}
          destructive
          isPending={remove.isPending}
          title={t('policy-products.deleteDialog.title')}
          message={t('policy-products.deleteDialog.message', {
            name: deletion.product?.policyName ?? '',
            number: deletion.product?.policyNumber ?? '',
          })}
          confirmLabel={t('policy-products.deleteDialog.confirm')}
          onConfirm={confirmDelete}
          onCancel={closeDeletion}
        />
      ) : null}
    </Box>
  );
}

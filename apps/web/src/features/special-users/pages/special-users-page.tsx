import { Box } from '@mui/material';
import { type SpecialUser, specialUserDefaultPageSize } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications';
import { ColumnChooser } from '../../../ui/column-chooser';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { RowActions } from '../../../ui/row-actions';
import { SearchField } from '../../../ui/search-field';
import { useColumnVisibility } from '../../../ui/use-column-visibility';
import { useListAddressSearch } from '../../../ui/use-list-address-search';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { useDeleteSpecialUser, useSpecialUsers } from '../api/use-special-users';
import { useRoleNames } from '../components/special-user-access-fields';
import { SpecialUserDialog, type SpecialUserDialogMode } from '../components/special-user-dialog';

// No code column: codes are kept hashed and shown only once, when created (ADR 0017).
const columns: readonly DataTableColumn<SpecialUser>[] = [
  { id: 'name', labelKey: 'special-users.columns.name', hideable: false, width: 200 },
  { id: 'phone', labelKey: 'special-users.columns.phone', copyable: true, dir: 'ltr', width: 190 },
  {
    id: 'roles',
    labelKey: 'special-users.columns.roles',
    render: (user) => <RoleNames roles={user.roles} />,
    width: 220,
  },
  {
    id: 'allowStaffPhone',
    labelKey: 'special-users.columns.allowStaffPhone',
    render: (user) => <StaffFlag allowed={user.allowStaffPhone} />,
    width: 140,
  },
];

function RoleNames({ roles }: { roles: SpecialUser['roles'] }) {
  return <>{useRoleNames()(roles)}</>;
}

function StaffFlag({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  return <>{t(allowed ? 'special-users.flag.yes' : 'special-users.flag.no')}</>;
}

interface DialogState {
  open: boolean;
  mode: SpecialUserDialogMode;
  user?: SpecialUser;
}

/** Settings → special users: numbers that sign in with a fixed code instead of an SMS (spec 1 §2). */
export function SpecialUsersPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { page, setPage, pageSize, changePageSize, resetPaging } = useListPaging(
    specialUserDefaultPageSize,
    'specialUsers',
  );
  // The call's search is by name: `?name=…` in the address, remembered per person.
  const addressSearch = useListAddressSearch('specialUsers', () => setPage(1), { param: 'name' });
  const { search } = addressSearch;
  const visibility = useColumnVisibility(columns);
  const [dialog, setDialog] = useState<DialogState>({ open: false, mode: 'create' });
  // Kept after closing so the dialog's text does not change while it fades out.
  const [deletion, setDeletion] = useState<{ open: boolean; user?: SpecialUser }>({ open: false });

  const list = useSpecialUsers({ page, limit: pageSize, name: search.term });
  const remove = useDeleteSpecialUser();
  const data = list.data;

  useListFollowUps(list, { page, setPage }, t('special-users.notices.loadError'));

  const open = (mode: SpecialUserDialogMode, user?: SpecialUser) => setDialog({ open: true, mode, user });
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));

  const closeDeletion = () => setDeletion((current) => ({ ...current, open: false }));

  const reset = () => {
    addressSearch.clear();
    resetPaging();
    visibility.reset();
  };

  const confirmDelete = () => {
    const user = deletion.user;
    if (!user) return;
    remove.mutate(user._id, {
      onSuccess: () => notify.success(t('special-users.notices.deleted')),
      onError: () => notify.error(t('special-users.notices.deleteError')),
      onSettled: closeDeletion,
    });
  };

  const rowActions = (user: SpecialUser) => (
    <RowActions
      itemName={user.name}
      onView={() => open('view', user)}
      onEdit={() => open('edit', user)}
      onDelete={() => setDeletion({ open: true, user })}
    />
  );

  return (
    <Box>
      <ListToolbar
        title={t('special-users.title')}
        search={
          <SearchField search={search} label={t('special-users.searchLabel')} testId="special-users-search" />
        }
        columns={<ColumnChooser columns={columns} visibility={visibility} />}
        onReset={reset}
        resetTestId="special-users-reset"
        chips={<RestoredFilterNotice isRestored={addressSearch.isRestored} />}
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="special-users-refresh"
        primaryAction={{
          label: t('special-users.add'),
          onClick: () => open('create'),
          testId: 'special-users-add',
        }}
      />
      <DataTable
        label={t('special-users.tableLabel')}
        columns={columns}
        rows={data?.items}
        visibility={visibility}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('special-users.notices.loadError')}
        emptyText={search.term ? t('special-users.emptySearch') : t('special-users.empty')}
        rowActions={rowActions}
        onRowDoubleClick={(user) => open('view', user)}
        skeletonRows={5}
        footer={
          data ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              totalPages={data.totalPages}
              displayedCount={data.items.length}
              onPageChange={setPage}
              onPageSizeChange={changePageSize}
            />
          ) : null
        }
      />
      <SpecialUserDialog open={dialog.open} mode={dialog.mode} user={dialog.user} onClose={closeDialog} />
      <ConfirmDialog
        open={deletion.open}
        destructive
        isPending={remove.isPending}
        title={t('special-users.deleteDialog.title')}
        message={t('special-users.deleteDialog.message', { name: deletion.user?.name ?? '' })}
        confirmLabel={t('special-users.deleteDialog.confirm')}
        onConfirm={confirmDelete}
        onCancel={closeDeletion}
      />
    </Box>
  );
}

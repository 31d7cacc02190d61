import { Box, Checkbox } from '@mui/material';
import {
  can,
  creatableRoles,
  type ManagedRole,
  type User,
  usersDefaultPageSize,
  usersSort,
} from '@tg/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import { useNotify } from '../../../app/notifications';
import { ColumnChooser } from '../../../ui/column-chooser';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { RowActions } from '../../../ui/row-actions';
import { SelectionBar } from '../../../ui/selection-bar';
import { useColumnVisibility } from '../../../ui/use-column-visibility';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { useListSort } from '../../../ui/use-list-sort';
import { useRowSelection } from '../../../ui/use-row-selection';
import { type UsersListParams, useDeleteUser, useUsers } from '../api/use-users';
import { useVisibilityToggle } from '../api/use-visibility-toggle';
import { useUserLanding } from './use-user-landing';
import { UserDialog } from './user-dialog/user-dialog';
import type { UserDialogMode } from './user-dialog/user-dialog-context';
import { columnsFor } from './users-columns';
import { UsersSearchFields, useUsersSearch } from './users-search';

/** Picker mode: no row actions and no add button; choosing a row (click or Enter) picks it. */
export interface UsersPickerMode {
  onPick: (user: User) => void;
}

export interface UsersListProps {
  role: ManagedRole;
  picker?: UsersPickerMode;
  /** h1 on its own page, h2 inside a picker dialog. */
  titleComponent?: 'h1' | 'h2';
}

interface DialogState {
  open: boolean;
  mode: UserDialogMode;
  user?: User;
}

/**
 * The people of one role: search by name, ID, phone, e-mail (and for customers chassis and vehicle
 * number), column toggles, server paging, and view/edit/delete per row.
 * Workers get a visibility checkbox per row. In picker mode a row click chooses the person.
 */
export function UsersList({ role, picker, titleComponent = 'h1' }: UsersListProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const isPicker = Boolean(picker);
  const canCreate =
    !isPicker && can(userRole, 'users.create') && creatableRoles(userRole ?? 'customer').includes(role);
  const canUpdate = !isPicker && can(userRole, 'users.update');
  const canDelete = !isPicker && can(userRole, 'users.delete');
  const canSetVisibility = can(userRole, 'users.setVisibility');

  // A picker's list is not the screen: it neither reads nor writes the address, nor remembers.
  const screen = isPicker ? null : `users.${role}`;
  const { page, setPage, pageSize, changePageSize, resetPaging } = useListPaging(
    usersDefaultPageSize,
    screen ?? undefined,
  );
  const search = useUsersSearch(role, () => setPage(1), screen);
  const sort = useListSort(usersSort, () => setPage(1), screen);
  const [dialog, setDialog] = useState<DialogState>({ open: false, mode: 'create' });
  // Opened by a link (`?userId=…`): closing it drops the parameter, and with it the filter.
  const [isLinkedDialog, setLinkedDialog] = useState(false);
  // Kept after closing so the confirmation's text does not change while it fades out.
  const [deletion, setDeletion] = useState<{ open: boolean; user?: User }>({ open: false });
  const remove = useDeleteUser();

  const onVisibilityError = useCallback(
    (user: User) => notify.error(t('users.visibility.error', { name: user.userInformation.name })),
    [notify, t],
  );
  const { toggle: toggleVisibility } = useVisibilityToggle({ onError: onVisibilityError });

  const columns = useMemo<readonly DataTableColumn<User>[]>(() => {
    const base = columnsFor(role);
    if (role !== 'worker' || isPicker) return base;
    const visibilityColumn: DataTableColumn<User> = {
      id: 'visibility',
      labelKey: 'users.columns.visibility',
      width: 100,
      align: 'center',
      render: (user) => (
        <Checkbox
          size="small"
          checked={user.visibility}
          disabled={!canSetVisibility}
          onClick={(event) => event.stopPropagation()}
          onDoubleClick={(event) => event.stopPropagation()}
          onChange={(event) => void toggleVisibility(user, event.target.checked)}
          slotProps={{
            input: {
              'aria-label': t('users.visibility.label', { name: user.userInformation.name }),
              'data-testid': `visibility-${user._id}`,
            } as object,
          }}
        />
      ),
    };
    return [...base, visibilityColumn];
  }, [canSetVisibility, isPicker, role, t, toggleVisibility]);
  const visibility = useColumnVisibility(columns);

  const params: UsersListParams = {
    role,
    page,
    limit: pageSize,
    ...search.terms,
    ...sort.query,
  };
  const list = useUsers(params);
  // Rows are picked to export only them (not in the picker); the picks go when the view changes.
  const selection = useRowSelection(params);
  const data = list.data;

  useListFollowUps(list, { page, setPage }, t('users.notices.loadError'));
  const openLinked = useCallback((user: User) => {
    setDialog({ open: true, mode: 'view', user });
    setLinkedDialog(true);
  }, []);
  useUserLanding(!isPicker, search.terms.userId, list, openLinked);

  const open = (mode: UserDialogMode, user?: User) => setDialog({ open: true, mode, user });
  const closeDialog = () => {
    setDialog((current) => ({ ...current, open: false }));
    if (isLinkedDialog) search.searches.userId.clear();
    setLinkedDialog(false);
  };
  const closeDeletion = () => setDeletion((current) => ({ ...current, open: false }));

  const reset = () => {
    search.clear();
    resetPaging();
    sort.reset();
    visibility.reset();
  };

  const confirmDelete = () => {
    const user = deletion.user;
    if (!user) return;
    remove.mutate(user._id, {
      onSuccess: () => notify.success(t('users.notices.deleted')),
      onError: () => notify.error(t('users.notices.deleteError')),
      onSettled: closeDeletion,
    });
  };

  const roleName = t(`common.roles.${role}`);
  const title = t(`users.titles.${role}`);
  const rowActions = isPicker
    ? undefined
    : (user: User) => (
        <RowActions
          itemName={user.userInformation.name}
          onView={() => open('view', user)}
          onEdit={canUpdate ? () => open('edit', user) : undefined}
          onDelete={canDelete ? () => setDeletion({ open: true, user }) : undefined}
        />
      );

  return (
    <Box>
      <ListToolbar
        savedFilters={screen ?? undefined}
        printable={!isPicker}
        title={isPicker ? t('users.picker.title', { role: roleName }) : title}
        titleComponent={titleComponent}
        exportable={
          isPicker ? undefined : { list: 'users', query: params, selectedIds: selection.selectedIds }
        }
        search={<UsersSearchFields search={search} />}
        columns={<ColumnChooser columns={columns} visibility={visibility} />}
        onReset={reset}
        resetTestId="users-reset"
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="users-refresh"
        chips={<RestoredFilterNotice isRestored={search.isRestored} />}
        primaryAction={
          canCreate
            ? {
                label: t('users.add', { role: roleName }),
                onClick: () => open('create'),
                testId: 'users-add',
              }
            : undefined
        }
      />
      {isPicker ? null : <SelectionBar count={selection.selectedIds.length} onClear={selection.clear} />}
      <DataTable
        label={t('users.tableLabel', { title })}
        columns={columns}
        sort={sort}
        selection={isPicker ? undefined : { ...selection, rowLabel: (user) => user.userInformation.name }}
        rows={data?.users}
        visibility={visibility}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('users.notices.loadError')}
        emptyText={search.isSearching ? t('users.emptySearch', { title }) : t('users.empty', { title })}
        rowActions={rowActions}
        onRowClick={picker ? (user) => picker.onPick(user) : undefined}
        onRowDoubleClick={picker ? undefined : (user) => open('view', user)}
        footer={
          data ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              totalPages={data.totalPages}
              displayedCount={data.users.length}
              onPageChange={setPage}
              onPageSizeChange={changePageSize}
            />
          ) : null
        }
      />
      {isPicker ? null : (
        <>
          <UserDialog
            open={dialog.open}
            mode={dialog.mode}
            role={role}
            user={dialog.user}
            onClose={closeDialog}
          />
          <ConfirmDialog
            open={deletion.open}
            destructive
            isPending={remove.isPending}
            title={t('users.deleteDialog.title', { role: roleName })}
            message={t('users.deleteDialog.message', { name: deletion.user?.userInformation.name ?? '' })}
            confirmLabel={t('users.deleteDialog.confirm')}
            onConfirm={confirmDelete}
            onCancel={closeDeletion}
          />
        </>
      )}
    </Box>
  );
}

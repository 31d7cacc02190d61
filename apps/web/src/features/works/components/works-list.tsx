import { Box } from '@mui/material';
import { can, formatShekels, type Work, worksDefaultPageSize } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { RowActions } from '../../../ui/row-actions';
import { SearchField } from '../../../ui/search-field';
import { useListAddressSearch } from '../../../ui/use-list-address-search';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { useDeleteWork, useWorks } from '../api/use-works';
import { WorkDialog, type WorkDialogMode } from './work-dialog';

/** Spec 2 §2: catalogue number (copyable), name, price in shekels. */
export const worksColumns: readonly DataTableColumn<Work>[] = [
  {
    id: 'catalogNumber',
    labelKey: 'works.columns.catalogNumber',
    copyable: true,
    dir: 'ltr',
    hideable: false,
    width: 150,
  },
  { id: 'name', labelKey: 'works.columns.name', hideable: false, width: 260 },
  {
    id: 'price',
    labelKey: 'works.columns.price',
    value: (work) => formatShekels(work.price),
    dir: 'ltr',
    width: 130,
  },
];

export interface WorksListProps {
  /**
   * `manage` (the works screen): add, view, edit and delete for staff. `select` (a document's
   * works table): a click or Enter on a row hands the work to `onSelect`; no row actions, no add.
   */
  mode?: 'manage' | 'select';
  onSelect?: (work: Work) => void;
  /** The list's heading; the works screen's own title by default. */
  title?: string;
  titleComponent?: 'h1' | 'h2';
}

interface DialogState {
  open: boolean;
  mode: WorkDialogMode;
  work?: Work;
}

/**
 * The works catalogue (spec 2 §2 "Works list and dialog"): search by name or catalogue number (3
 * characters or more), pages of 15 by default, in catalogue order.
 */
export function WorksList({ mode = 'manage', onSelect, title, titleComponent = 'h1' }: WorksListProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const isSelect = mode === 'select';
  const canManage = !isSelect && can(userRole, 'works.manage');

  // The picker's list is not the screen: it neither reads nor writes the address, nor remembers.
  const screen = isSelect ? null : 'works';
  const { page, setPage, pageSize, changePageSize, resetPaging } = useListPaging(
    worksDefaultPageSize,
    screen ?? undefined,
  );
  const addressSearch = useListAddressSearch(screen, () => setPage(1));
  const { search } = addressSearch;
  const [dialog, setDialog] = useState<DialogState>({ open: false, mode: 'create' });
  // Kept after closing so the confirmation's text does not change while it fades out.
  const [deletion, setDeletion] = useState<{ open: boolean; work?: Work }>({ open: false });

  // The screen counts pages from 1; the call from 0.
  const list = useWorks({ page: page - 1, pageSize, ...(search.term ? { search: search.term } : {}) });
  const remove = useDeleteWork();
  const data = list.data;
  useListFollowUps(list, { page, setPage }, t('works.notices.loadError'));

  const open = (dialogMode: WorkDialogMode, work?: Work) =>
    setDialog({ open: true, mode: canManage ? dialogMode : 'view', work });
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));
  const closeDeletion = () => setDeletion((current) => ({ ...current, open: false }));

  const reset = () => {
    addressSearch.clear();
    resetPaging();
  };

  const confirmDelete = () => {
    const work = deletion.work;
    if (!work) return;
    remove.mutate(work._id, {
      onSuccess: () => notify.success(t('works.notices.deleted')),
      onError: () => notify.error(t('works.notices.deleteError')),
      onSettled: closeDeletion,
    });
  };

  const heading = title ?? (isSelect ? t('works.picker.title') : t('works.title'));

  return (
    <Box data-testid={isSelect ? 'works-select' : 'works-list'}>
      <ListToolbar
        title={heading}
        titleComponent={titleComponent}
        search={<SearchField search={search} label={t('works.searchLabel')} testId="works-search" />}
        onReset={reset}
        resetTestId="works-reset"
        chips={<RestoredFilterNotice isRestored={addressSearch.isRestored} />}
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="works-refresh"
        primaryAction={
          canManage
            ? { label: t('works.add'), onClick: () => open('create'), testId: 'works-add' }
            : undefined
        }
      />
      <DataTable
        label={heading}
        columns={worksColumns}
        rows={data?.works}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('works.notices.loadError')}
        emptyText={search.term ? t('works.emptySearch') : t('works.empty')}
        rowActions={
          isSelect
            ? undefined
            : (work) => (
                <RowActions
                  itemName={work.name}
                  onView={() => open('view', work)}
                  onEdit={canManage ? () => open('edit', work) : undefined}
                  onDelete={canManage ? () => setDeletion({ open: true, work }) : undefined}
                />
              )
        }
        onRowClick={isSelect ? (work) => onSelect?.(work) : undefined}
        onRowDoubleClick={isSelect ? undefined : (work) => open('view', work)}
        footer={
          data ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              totalPages={data.totalPages}
              displayedCount={data.works.length}
              onPageChange={setPage}
              onPageSizeChange={changePageSize}
            />
          ) : null
        }
      />
      {isSelect ? null : (
        <WorkDialog open={dialog.open} mode={dialog.mode} work={dialog.work} onClose={closeDialog} />
      )}
      {canManage ? (
        <ConfirmDialog
          open={deletion.open}
          destructive
          isPending={remove.isPending}
          title={t('works.deleteDialog.title')}
          message={t('works.deleteDialog.message', {
            name: deletion.work?.name ?? '',
            number: deletion.work?.catalogNumber ?? '',
          })}
          confirmLabel={t('works.deleteDialog.confirm')}
          onConfirm={confirmDelete}
          onCancel={closeDeletion}
        />
      ) : null}
    </Box>
  );
}

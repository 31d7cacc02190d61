import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, TextField } from '@mui/material';
import {
  can,
  type ImportJob,
  type RegistryCategory,
  type RegistryItem,
  type RegistryScope,
  registryCategories,
  registryDefaultPageSize,
} from '@tg/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAuth } from '../../../app/auth/auth-context';
import { dashboardPath } from '../../../app/navigation';
import { useNotify } from '../../../app/notifications';
import { ColumnChooser } from '../../../ui/column-chooser';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { RowActions } from '../../../ui/row-actions';
import { useColumnVisibility } from '../../../ui/use-column-visibility';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { NotFoundPage } from '../../shell/not-found-page';
import { useDeleteRegistryItem, useImportJob, useRegistryList } from '../api/use-registry';
import { AddVehicleDialog } from '../components/add-vehicle-dialog';
import { ImportDialog } from '../components/import-dialog';
import { registryColumns } from '../components/registry-columns';
import { RegistryFilterFields, useRegistryFilters } from '../components/registry-filters';
import {
  type RegistryDialogMode,
  RegistryItemDialog,
} from '../components/registry-item-dialog/registry-item-dialog';
import { useRegistryLanding } from '../components/use-registry-landing';
import { isRegistryCategory } from '../registry-fields';

/** Spec 3 §9: the government table offers 10, 15, 20 and 25 rows, 10 by default. */
export const registryPageSizes = [10, 15, 20, 25] as const;

/**
 * Tools → government, agricultural or industrial (route tools/:category, spec 3 §2.9). Any other
 * value is the not-found page, and nothing is loaded for it.
 */
export function RegistryPage() {
  const { category } = useParams();
  if (!isRegistryCategory(category)) return <NotFoundPage homeTo={dashboardPath('worker')} />;
  // Keyed by category: moving between the three tables starts with fresh searches and paging.
  return <RegistryList key={category} category={category} />;
}

interface DialogState {
  open: boolean;
  mode: RegistryDialogMode;
  item?: RegistryItem;
}

function RegistryList({ category }: { category: RegistryCategory }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const canCreate = can(userRole, 'registry.create');
  const canManage = can(userRole, 'registry.manage');

  const { page, setPage, pageSize, changePageSize, resetPaging } = useListPaging(
    registryDefaultPageSize,
    `registry.${category}`,
  );
  const filters = useRegistryFilters(() => setPage(1), `registry.${category}`);
  // A chassis or plate search looks in every registry unless the person narrows it (issue 18);
  // browsing, and choosing manufacturer, model and year, stay in the page's own registry.
  const [chosenScope, setChosenScope] = useState<RegistryScope | undefined>(undefined);
  const isNumberSearch = Boolean(filters.query.vinNumber || filters.query.tractorNumber);
  const scope: RegistryScope = chosenScope ?? (isNumberSearch ? 'gov-all' : category);
  const chooseScope = (next: RegistryScope) => {
    setChosenScope(next);
    setPage(1);
  };
  const visibility = useColumnVisibility(registryColumns);
  const [dialog, setDialog] = useState<DialogState>({ open: false, mode: 'create' });
  const [isAddVehicleOpen, setAddVehicleOpen] = useState(false);
  // Kept after closing so the confirmation's text does not change while it fades out.
  const [deletion, setDeletion] = useState<{ open: boolean; item?: RegistryItem }>({ open: false });
  const remove = useDeleteRegistryItem();

  // The list kit's `page` counts from 1; the government call counts from 0 (spec 3 §9).
  const list = useRegistryList({ category: scope, page: page - 1, limit: pageSize, ...filters.query });
  const data = list.data;
  // A narrowed search that finds nothing asks every registry, to say where the vehicle is.
  const isNarrowedMiss = scope !== 'gov-all' && filters.isFiltering && data?.total === 0 && !list.isFetching;
  const elsewhere = useRegistryList(
    { category: 'gov-all', page: 0, limit: 1, ...filters.query },
    { enabled: isNarrowedMiss },
  );
  const foundElsewhere = isNarrowedMiss
    ? registryCategories.filter((other) => (elsewhere.data?.categoryTotals?.[other] ?? 0) > 0)
    : [];

  useListFollowUps(list, { page, setPage });

  const imports = useRegistryImport();

  const open = (mode: RegistryDialogMode, item?: RegistryItem) => setDialog({ open: true, mode, item });
  // A link's vehicle (`?tractorNumber=…`) opens by itself; closing it drops the parameter.
  const [isLinkedDialog, setLinkedDialog] = useState(false);
  const openLinked = useCallback((item: RegistryItem) => {
    setDialog({ open: true, mode: 'view', item });
    setLinkedDialog(true);
  }, []);
  useRegistryLanding(filters.query, list, openLinked);
  const closeDialog = () => {
    setDialog((current) => ({ ...current, open: false }));
    if (isLinkedDialog) {
      filters.plate.clear();
      filters.vin.clear();
    }
    setLinkedDialog(false);
  };
  const closeDeletion = () => setDeletion((current) => ({ ...current, open: false }));

  const reset = () => {
    filters.clear();
    setChosenScope(undefined);
    resetPaging();
    visibility.reset();
  };

  const confirmDelete = () => {
    const item = deletion.item;
    if (!item) return;
    remove.mutate(
      { _id: item._id, category: item.category },
      {
        onSuccess: () => notify.success(t('registry.notices.deleted')),
        onError: () => notify.error(t('registry.notices.deleteError')),
        onSettled: closeDeletion,
      },
    );
  };

  const title = t(`registry.titles.${category}`);
  const scopeTitle = scope === 'gov-all' ? t('registry.scope.all') : t(`registry.titles.${scope}`);
  const itemName = (item: RegistryItem) => item.mispar_rechev || item.mispar_shilda;

  return (
    <Box>
      <ListToolbar
        savedFilters={`registry.${category}`}
        printable
        title={title}
        exportable={{ list: 'registry', query: { category: scope, ...filters.query } }}
        search={
          <>
            <TextField
              select
              size="small"
              fullWidth={false}
              label={t('registry.scope.label')}
              value={scope}
              onChange={(event) => chooseScope(event.target.value as RegistryScope)}
              sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 150 } }}
              slotProps={{
                select: { native: true },
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': 'registry-scope' },
              }}
            >
              <option value="gov-all">{t('registry.scope.all')}</option>
              {registryCategories.map((option) => (
                <option key={option} value={option}>
                  {t(`registry.titles.${option}`)}
                </option>
              ))}
            </TextField>
            <RegistryFilterFields category={scope} filters={filters} />
          </>
        }
        columns={<ColumnChooser columns={registryColumns} visibility={visibility} />}
        onReset={reset}
        resetTestId="registry-reset"
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="registry-refresh"
        actions={
          <>
            {canManage ? (
              <Button
                variant="outlined"
                startIcon={<UploadFileIcon />}
                onClick={imports.openDialog}
                data-testid="registry-import"
              >
                {t('registry.importButton')}
              </Button>
            ) : null}
            {canCreate ? (
              <Button
                variant="outlined"
                startIcon={<PlaylistAddIcon />}
                onClick={() => setAddVehicleOpen(true)}
                data-testid="registry-add-missing"
              >
                {t('registry.addMissing')}
              </Button>
            ) : null}
          </>
        }
        primaryAction={
          canCreate
            ? { label: t('registry.add'), onClick: () => open('create'), testId: 'registry-add' }
            : undefined
        }
        chips={
          filters.isRestored || foundElsewhere.length > 0 || (imports.runningJob && !imports.isDialogOpen) ? (
            <>
              <RestoredFilterNotice isRestored={filters.isRestored} />
              {foundElsewhere.length > 0 ? (
                <Alert
                  severity="info"
                  action={
                    <Button color="inherit" size="small" onClick={() => chooseScope('gov-all')}>
                      {t('registry.elsewhere.showAll')}
                    </Button>
                  }
                  data-testid="registry-found-elsewhere"
                >
                  {t('registry.elsewhere.message', {
                    title: scopeTitle,
                    where: foundElsewhere
                      .map(
                        (other) =>
                          `${t(`registry.titles.${other}`)} (${elsewhere.data?.categoryTotals?.[other]})`,
                      )
                      .join(', '),
                  })}
                </Alert>
              ) : null}
              {imports.runningJob && !imports.isDialogOpen ? (
                <Alert
                  severity="info"
                  action={
                    <Button color="inherit" size="small" onClick={imports.openDialog}>
                      {t('registry.import.show')}
                    </Button>
                  }
                  data-testid="registry-import-running"
                >
                  {t('registry.import.runningNotice', {
                    name: imports.runningJob.fileName,
                    processed: imports.runningJob.processedLines.toLocaleString('en-US'),
                  })}
                </Alert>
              ) : null}
            </>
          ) : undefined
        }
      />
      <DataTable
        label={t('registry.tableLabel', { title })}
        columns={registryColumns}
        rows={data?.items}
        visibility={visibility}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('registry.notices.loadError')}
        emptyText={
          filters.isFiltering
            ? t('registry.emptySearch')
            : scope === 'gov-all'
              ? t('registry.emptyAll')
              : t('registry.empty', { title: scopeTitle })
        }
        rowActions={(item) => (
          <RowActions
            itemName={itemName(item)}
            onView={() => open('view', item)}
            onEdit={canManage ? () => open('edit', item) : undefined}
            onDelete={canManage ? () => setDeletion({ open: true, item }) : undefined}
          />
        )}
        onRowDoubleClick={(item) => open('view', item)}
        footer={
          data ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              totalPages={data.totalPages}
              displayedCount={data.items.length}
              pageSizes={registryPageSizes}
              onPageChange={setPage}
              onPageSizeChange={changePageSize}
            />
          ) : null
        }
      />
      <RegistryItemDialog
        open={dialog.open}
        mode={dialog.mode}
        // A record found in another registry opens as a record of that registry.
        category={dialog.item?.category ?? category}
        item={dialog.item}
        onClose={closeDialog}
      />
      <AddVehicleDialog
        open={isAddVehicleOpen}
        onClose={() => setAddVehicleOpen(false)}
        onAdded={() => {}}
        initial={{ category }}
      />
      {canManage ? (
        <ImportDialog
          open={imports.isDialogOpen}
          onClose={imports.closeDialog}
          category={category}
          jobId={imports.jobId}
          onJobStarted={imports.started}
        />
      ) : null}
      <ConfirmDialog
        open={deletion.open}
        destructive
        isPending={remove.isPending}
        title={t('registry.deleteDialog.title')}
        message={t('registry.deleteDialog.message', { name: deletion.item ? itemName(deletion.item) : '' })}
        confirmLabel={t('registry.deleteDialog.confirm')}
        onConfirm={confirmDelete}
        onCancel={closeDeletion}
      />
    </Box>
  );
}

/**
 * The page follows the import job, not the dialog: closing the dialog leaves the job running on
 * the server and the page still asking about it, so the list refreshes (and a notice says so)
 * when it ends.
 */
function useRegistryImport() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [jobId, setJobId] = useState<string | undefined>(undefined);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const job = useImportJob(jobId).data;
  const isRunning = job?.status === 'running';

  const lastStatus = useRef(job?.status);
  const dialogOpenRef = useRef(isDialogOpen);
  dialogOpenRef.current = isDialogOpen;
  useEffect(() => {
    const previous = lastStatus.current;
    lastStatus.current = job?.status;
    if (previous !== 'running' || !job || job.status === 'running' || dialogOpenRef.current) return;
    // Ended while its dialog was closed: say so here.
    if (job.status === 'done') {
      notify.success(
        t('registry.import.finishedNotice', {
          name: job.fileName,
          added: job.added,
          updated: job.updated,
          rejected: job.rejected,
        }),
      );
    } else {
      notify.error(t('registry.import.failed', { name: job.fileName }));
    }
    setJobId(undefined);
  }, [job, notify, t]);

  return {
    jobId,
    runningJob: isRunning ? job : undefined,
    isDialogOpen,
    openDialog: () => {
      // A finished job's report was seen when its dialog closed; a new opening starts afresh.
      if (!isRunning) setJobId(undefined);
      setDialogOpen(true);
    },
    closeDialog: () => {
      setDialogOpen(false);
      if (!isRunning) setJobId(undefined);
    },
    started: (started: ImportJob) => setJobId(started._id),
  };
}

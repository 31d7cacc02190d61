import { Box } from '@mui/material';
import { can, type ServiceCall, serviceCallsDefaultPageSize, serviceCallsSort } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import { ColumnChooser } from '../../../ui/column-chooser';
import { DataTable } from '../../../ui/data-table';
import { FilterChips } from '../../../ui/filter-chips';
import { FilterPanel } from '../../../ui/filter-panel';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { useColumnVisibility } from '../../../ui/use-column-visibility';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { useListSort } from '../../../ui/use-list-sort';
import { useRowSelection } from '../../../ui/use-row-selection';
import { ApproveDialog } from '../../insurance/approval/approve-dialog';
import { BulkApproveBar } from '../../insurance/approval/bulk-approve-bar';
import { pendingOf } from '../../insurance/approval/pending-of';
import { InsuranceWizard } from '../../insurance/wizard/insurance-wizard';
import { toServiceCallsQuery, useServiceCalls } from '../api/use-service-calls';
import { ServiceCallDetailsDialog } from '../components/details/service-call-details-dialog';
import { useDocumentFromServiceCall } from '../components/documents/use-document-from-service-call';
import { workerServiceCallColumns } from '../components/service-call-columns';
import { ServiceCallRowActions } from '../components/service-call-row-actions';
import { useServiceCallFilters } from '../components/use-service-call-filters';

/**
 * Insurance → service calls (worker, spec 1 §2): every call, 15 a page, filtered by customer,
 * machine and status; a pending call can be approved by staff, and an approved one carried into a
 * price quote or work card (spec 2 §4). The wizard, the approve dialog and the document modal
 * refresh the lists themselves (every read of service calls) after they succeed.
 */
export function ServiceCallsPage() {
  const { t } = useTranslation();
  const { userRole } = useAuth();
  const canApprove = can(userRole, 'serviceCalls.approve');
  const canCreate = can(userRole, 'serviceCalls.create');

  const { page, setPage, pageSize, changePageSize, resetPaging } = useListPaging(
    serviceCallsDefaultPageSize,
    'serviceCalls',
  );
  const filters = useServiceCallFilters(() => setPage(1));
  const visibility = useColumnVisibility(workerServiceCallColumns);
  const [isWizardOpen, setWizardOpen] = useState(false);
  // Kept after closing so the dialog's content stays while it fades out.
  const [details, setDetails] = useState<{ open: boolean; call?: ServiceCall }>({ open: false });
  const [approving, setApproving] = useState<ServiceCall | null>(null);
  const documents = useDocumentFromServiceCall({
    // The details dialog shows the call as it is now (its transfer status, its document).
    onCallChanged: (fresh) =>
      setDetails((current) => (current.call?._id === fresh._id ? { ...current, call: fresh } : current)),
  });

  const sort = useListSort(serviceCallsSort, () => setPage(1), 'serviceCalls');
  const list = useServiceCalls({ page, limit: pageSize, ...filters.query, ...sort.query });
  // Pending calls are picked for bulk approval; the picks go when the page, filters or sort change.
  const selection = useRowSelection({ page, pageSize, filters: filters.query, sort: sort.query });
  const data = list.data;
  useListFollowUps(list, { page, setPage }, t('service-calls.loadError'));

  const approveHandler = (call: ServiceCall) =>
    canApprove && call.status === 'pending' ? () => setApproving(call) : undefined;

  const reset = () => {
    filters.clear();
    resetPaging();
    sort.reset();
    visibility.reset();
  };

  return (
    <Box>
      <ListToolbar
        savedFilters="serviceCalls"
        printable
        title={t('service-calls.title')}
        exportable={{
          list: 'serviceCalls',
          query: toServiceCallsQuery({ page, limit: pageSize, ...filters.query, ...sort.query }),
          selectedIds: selection.selectedIds,
        }}
        filters={
          <FilterPanel filters={filters.definitions} values={filters.values} onChange={filters.change} />
        }
        columns={<ColumnChooser columns={workerServiceCallColumns} visibility={visibility} />}
        onReset={reset}
        resetTestId="service-calls-reset"
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="service-calls-refresh"
        primaryAction={
          canCreate
            ? {
                label: t('service-calls.newCall'),
                onClick: () => setWizardOpen(true),
                testId: 'service-calls-new',
              }
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
      <BulkApproveBar
        kind="serviceCall"
        selectedIds={selection.selectedIds}
        approvableIds={canApprove ? pendingOf(data?.serviceCalls, selection.selectedIds) : []}
        onClear={selection.clear}
        testId="service-calls-approve-selected"
      />
      <DataTable
        label={t('service-calls.tableLabel')}
        columns={workerServiceCallColumns}
        sort={sort}
        selection={
          // Every row may be picked, to export it; only pending picks are approved.
          {
            ...selection,
            rowLabel: (call) => call.serviceCallNumber,
          }
        }
        rows={data?.serviceCalls}
        visibility={visibility}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('service-calls.loadError')}
        emptyText={filters.isFiltering ? t('service-calls.emptyFiltered') : t('service-calls.empty')}
        rowActions={(call) => (
          <ServiceCallRowActions
            call={call}
            onView={() => setDetails({ open: true, call })}
            onApprove={approveHandler(call)}
            onCreateDocument={documents.handlerFor(call)}
          />
        )}
        onRowDoubleClick={(call) => setDetails({ open: true, call })}
        footer={
          data ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              totalPages={data.totalPages}
              displayedCount={data.serviceCalls.length}
              onPageChange={setPage}
              onPageSizeChange={changePageSize}
            />
          ) : null
        }
      />
      <ServiceCallDetailsDialog
        open={details.open}
        serviceCall={details.call}
        onClose={() => setDetails((current) => ({ ...current, open: false }))}
        onApprove={
          details.call && approveHandler(details.call)
            ? () => {
                setDetails((current) => ({ ...current, open: false }));
                setApproving(details.call ?? null);
              }
            : undefined
        }
        onCreateDocument={details.call ? documents.handlerFor(details.call) : undefined}
      />
      {documents.modal}
      <InsuranceWizard open={isWizardOpen} mode="serviceCall" onClose={() => setWizardOpen(false)} />
      <ApproveDialog
        item={approving ? { kind: 'serviceCall', serviceCall: approving } : null}
        onClose={() => setApproving(null)}
      />
    </Box>
  );
}

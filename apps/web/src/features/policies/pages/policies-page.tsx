import { Box } from '@mui/material';
import { can, importArrivesActive, type Policy, policiesDefaultPageSize, policiesSort } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import { ColumnChooser } from '../../../ui/column-chooser';
import { DataTable } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { useColumnVisibility } from '../../../ui/use-column-visibility';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { useListSort } from '../../../ui/use-list-sort';
import { useRowSelection } from '../../../ui/use-row-selection';
import { type ApprovalItem, ApproveDialog } from '../../insurance/approval/approve-dialog';
import { BulkApproveBar } from '../../insurance/approval/bulk-approve-bar';
import { pendingOf } from '../../insurance/approval/pending-of';
import { useInvalidateSubscriptions } from '../../insurance/shared/api/insurance-reads';
import { useOpenPolicyPdf } from '../../insurance/shared/api/use-open-policy-pdf';
import { CancelPolicyDialog } from '../../insurance/shared/components/cancel-policy-dialog';
import { CsvImportActions } from '../../insurance/shared/components/csv-import-actions';
import { InsuranceWizard } from '../../insurance/wizard/insurance-wizard';
import { toPoliciesQuery, usePolicies } from '../api/use-policies';
import { policiesColumns } from '../components/policies-columns';
import {
  PoliciesFilterChips,
  PoliciesFilterFields,
  usePoliciesFilters,
} from '../components/policies-filters';
import { PolicyRowActions } from '../components/policy-row-actions';

/** Spec 1 §9: the subscriptions table offers 10, 15, 20 and 25 rows, 10 by default. */
export const policiesPageSizes = [10, 15, 20, 25] as const;

/**
 * Insurance → policies (worker route services/insurance, spec 1 §2): every subscription, searched
 * by policy or vehicle number and filtered by status and creator. Pending rows are approved or
 * cancelled here; the others open their PDF.
 */
export function PoliciesPage() {
  const { t } = useTranslation();
  const invalidateSubscriptions = useInvalidateSubscriptions();
  const { userRole } = useAuth();
  const canCreate = can(userRole, 'policies.create');
  const canImport = can(userRole, 'policies.import');
  const canApprove = can(userRole, 'policies.approve');
  const canCancel = can(userRole, 'policies.update');

  const { page, setPage, pageSize, changePageSize, resetPaging } = useListPaging(
    policiesDefaultPageSize,
    'policies',
  );
  const filters = usePoliciesFilters(() => setPage(1));
  const sort = useListSort(policiesSort, () => setPage(1), 'policies');
  const visibility = useColumnVisibility(policiesColumns);
  const list = usePolicies({ page, limit: pageSize, ...filters.query, ...sort.query });
  // Pending rows are picked for bulk approval; the picks go when the page, filters or sort change.
  const selection = useRowSelection({ page, pageSize, filters: filters.query, sort: sort.query });
  const data = list.data;
  useListFollowUps(list, { page, setPage }, t('policies.notices.loadError'));

  const pdf = useOpenPolicyPdf();
  const [isWizardOpen, setWizardOpen] = useState(false);
  const [approval, setApproval] = useState<ApprovalItem | null>(null);
  // Kept after closing so the dialog's text does not change while it fades out.
  const [cancellation, setCancellation] = useState<{ open: boolean; policy?: Policy }>({ open: false });

  const reset = () => {
    filters.clear();
    resetPaging();
    sort.reset();
    visibility.reset();
  };

  return (
    <Box>
      <ListToolbar
        savedFilters="policies"
        printable
        title={t('policies.title')}
        exportable={{
          list: 'subscriptions',
          query: toPoliciesQuery({ page, limit: pageSize, ...filters.query, ...sort.query }),
          selectedIds: selection.selectedIds,
        }}
        search={<PoliciesFilterFields filters={filters} />}
        columns={<ColumnChooser columns={policiesColumns} visibility={visibility} />}
        onReset={reset}
        resetTestId="policies-reset"
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="policies-refresh"
        actions={
          <CsvImportActions
            canImport={canImport}
            importsActive={Boolean(userRole && importArrivesActive(userRole))}
            testIdPrefix="policies"
          />
        }
        primaryAction={
          canCreate
            ? { label: t('policies.add'), onClick: () => setWizardOpen(true), testId: 'policies-add' }
            : undefined
        }
        chips={<PoliciesFilterChips filters={filters} />}
      />
      <BulkApproveBar
        kind="policy"
        selectedIds={selection.selectedIds}
        approvableIds={canApprove ? pendingOf(data?.policies, selection.selectedIds) : []}
        onClear={selection.clear}
        testId="policies-approve-selected"
      />
      <DataTable
        label={t('policies.tableLabel')}
        columns={policiesColumns}
        sort={sort}
        selection={
          // Every row may be picked, to export it; only pending picks are approved.
          {
            ...selection,
            rowLabel: (policy) => policy.policyNumber,
          }
        }
        rows={data?.policies}
        visibility={visibility}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('policies.notices.loadError')}
        emptyText={filters.isFiltering ? t('policies.emptySearch') : t('policies.empty')}
        rowActions={(policy) => (
          <PolicyRowActions
            policy={policy}
            onApprove={canApprove ? () => setApproval({ kind: 'policy', policy }) : undefined}
            onCancel={canCancel ? () => setCancellation({ open: true, policy }) : undefined}
            onViewPdf={() => pdf.open(policy._id)}
            isOpeningPdf={pdf.openingId === policy._id}
          />
        )}
        footer={
          data ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              totalPages={data.totalPages}
              displayedCount={data.policies.length}
              pageSizes={policiesPageSizes}
              onPageChange={setPage}
              onPageSizeChange={changePageSize}
            />
          ) : null
        }
      />
      <InsuranceWizard
        open={isWizardOpen}
        mode="subscription"
        onClose={() => setWizardOpen(false)}
        onCreated={() => void invalidateSubscriptions()}
      />
      <ApproveDialog item={approval} onClose={() => setApproval(null)} />
      <CancelPolicyDialog
        open={cancellation.open}
        policy={cancellation.policy}
        onClose={() => setCancellation((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
}

import BoltIcon from '@mui/icons-material/Bolt';
import { Box, Button, Tab, Tabs } from '@mui/material';
import {
  can,
  formatDisplayDate,
  importArrivesActive,
  normalizeMachineNumber,
  type Policy,
  policiesDefaultPageSize,
  policiesSort,
  renewalPeriod,
  todayIso,
} from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFailureMessage } from '../../../app/api-errors';
import { useAuth } from '../../../app/auth/auth-context';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { SearchField } from '../../../ui/search-field';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { useListSort } from '../../../ui/use-list-sort';
import { ApproveDialog } from '../../insurance/approval/approve-dialog';
import { useInvalidateSubscriptions } from '../../insurance/shared/api/insurance-reads';
import { useOpenPolicyPdf } from '../../insurance/shared/api/use-open-policy-pdf';
import { CancelPolicyDialog } from '../../insurance/shared/components/cancel-policy-dialog';
import { CsvImportActions } from '../../insurance/shared/components/csv-import-actions';
import { InsuranceWizard } from '../../insurance/wizard/insurance-wizard';
import { type AgentPolicyTab, agentPolicyTabs, rowActionsFor } from '../agent-policy-tabs';
import { useAgentPolicies, useRenewPolicy } from '../api/use-agent-policies';
import { agentPolicyColumns } from '../components/agent-policy-columns';
import { EditPolicyDialog } from '../components/edit-policy-dialog/edit-policy-dialog';
import { PolicyDetailsPanel } from '../components/policy-details-panel';
import { PolicyRowActions } from '../components/policy-row-actions';
import { QuickCreateDialog } from '../components/quick-create-dialog/quick-create-dialog';
import { useAgentPoliciesFilters } from '../use-agent-policies-filters';

/** Spec 1 §2 and §9: the agent's subscription tables offer 10, 15, 20 and 25 rows, 10 by default. */
export const agentPolicyPageSizes = [10, 15, 20, 25] as const;

/** A dialog about one subscription; the subscription stays after closing so its text does not change while fading. */
interface PolicyDialog {
  open: boolean;
  policy?: Policy;
}
const closed: PolicyDialog = { open: false };

/**
 * The agent's subscriptions (route services/agentPolicies, spec 1 §2): three tabs from the legacy
 * listing calls, searches by subscription and tractor number, and the row actions of each tab.
 */
export function AgentPoliciesPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const invalidateSubscriptions = useInvalidateSubscriptions();
  const { userRole } = useAuth();
  const canCreate = can(userRole, 'policies.create');
  const canUpdate = can(userRole, 'policies.update');
  const canImport = can(userRole, 'policies.import');
  const canApprove = can(userRole, 'policies.approve');
  const tabsId = useId();
  const detailsId = useId();

  const { page, setPage, pageSize, changePageSize, resetPaging } = useListPaging(
    policiesDefaultPageSize,
    'agentPolicies',
  );
  const filters = useAgentPoliciesFilters(() => setPage(1));
  const { tab, setTab, policyNumberSearch, tractorSearch } = filters;
  const sort = useListSort(policiesSort, () => setPage(1), 'agentPolicies');
  const list = useAgentPolicies({
    ...sort.query,
    tab,
    page: page - 1,
    limit: pageSize,
    policyNumber: policyNumberSearch.term,
    // Plates are stored without spaces or dashes (normalizeMachineNumber); search them the same way.
    tractorNumber: tractorSearch.term ? normalizeMachineNumber(tractorSearch.term) : undefined,
  });
  const data = list.data;
  useListFollowUps(list, { page, setPage }, t('agent-policies.notices.loadError'));

  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<PolicyDialog>(closed);
  const [cancelling, setCancelling] = useState<PolicyDialog>(closed);
  const [renewing, setRenewing] = useState<PolicyDialog>(closed);
  const [approving, setApproving] = useState<Policy | null>(null);
  const [isWizardOpen, setWizardOpen] = useState(false);
  const [isQuickCreateOpen, setQuickCreateOpen] = useState(false);
  const renew = useRenewPolicy();
  const pdf = useOpenPolicyPdf();

  const showTab = (next: AgentPolicyTab) => {
    setTab(next);
    setPage(1);
    setExpandedId(null);
  };
  /** A new subscription waits for approval: show it where it is. */
  const showCreated = () => {
    void invalidateSubscriptions();
    showTab('pending');
  };

  const confirmRenew = () => {
    const policy = renewing.policy;
    if (!policy) return;
    renew.mutate(policy._id, {
      onSuccess: (created) =>
        notify.success(t('agent-policies.notices.renewed', { number: created.policyNumber })),
      onError: (error) => notify.error(saveFailureMessage(t, error, 'agent-policies.notices.addError', [])),
      onSettled: () => setRenewing((current) => ({ ...current, open: false })),
    });
  };

  const actions = rowActionsFor(tab, { canUpdate, canApprove });
  const expandedPolicy = data?.policies.find((policy) => policy._id === expandedId);
  const isSearching = Boolean(policyNumberSearch.term || tractorSearch.term);
  const renewal = renewing.policy ? renewalPeriod(renewing.policy.expiredAt, todayIso()) : undefined;

  return (
    <Box>
      <ListToolbar
        savedFilters="agentPolicies"
        printable
        title={t('agent-policies.title')}
        exportable={{
          list: 'subscriptions',
          query: {
            // Each tab's call narrows the list to the status filter of the same name.
            status: tab,
            policyNumber: policyNumberSearch.term,
            tractorNumber: tractorSearch.term ? normalizeMachineNumber(tractorSearch.term) : undefined,
            ...sort.query,
          },
        }}
        search={
          <>
            <SearchField
              search={policyNumberSearch}
              label={t('agent-policies.search.policyNumber')}
              testId="agent-policies-search-number"
              width={220}
            />
            <SearchField
              search={tractorSearch}
              label={t('agent-policies.search.tractorNumber')}
              testId="agent-policies-search-tractor"
              width={220}
            />
          </>
        }
        onReset={() => {
          filters.clear();
          resetPaging();
          sort.reset();
        }}
        resetTestId="agent-policies-reset"
        chips={<RestoredFilterNotice isRestored={filters.isRestored} />}
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="agent-policies-refresh"
        actions={
          <>
            {canCreate ? (
              <Button
                variant="outlined"
                startIcon={<BoltIcon />}
                onClick={() => setQuickCreateOpen(true)}
                data-testid="agent-policies-quick-create"
              >
                {t('agent-policies.buttons.quickCreate')}
              </Button>
            ) : null}
            <CsvImportActions
              canImport={canImport}
              importsActive={Boolean(userRole && importArrivesActive(userRole))}
              testIdPrefix="agent-policies"
            />
          </>
        }
        primaryAction={
          canCreate
            ? {
                label: t('agent-policies.buttons.create'),
                onClick: () => setWizardOpen(true),
                testId: 'agent-policies-create',
              }
            : undefined
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, next: AgentPolicyTab) => showTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('agent-policies.tabs.label')}
        sx={{ marginBlockEnd: 1.5, borderBlockEnd: 1, borderColor: 'divider' }}
      >
        {agentPolicyTabs.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`agent-policies.tabs.${value}`)}
            id={`${tabsId}-${value}`}
            aria-controls={`${tabsId}-panel`}
            data-testid={`agent-policies-tab-${value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        <DataTable
          label={t('agent-policies.tableLabel', { tab: t(`agent-policies.tabs.${tab}`) })}
          columns={agentPolicyColumns}
          sort={sort}
          rows={data?.policies}
          isLoading={list.isFetching}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          errorText={t('agent-policies.notices.loadError')}
          emptyText={isSearching ? t('agent-policies.emptySearch') : t(`agent-policies.empty.${tab}`)}
          selectedRowId={expandedPolicy?._id}
          expandedRowId={expandedPolicy?._id}
          renderExpanded={(policy) => (
            <PolicyDetailsPanel
              key={policy._id}
              id={detailsId}
              policy={policy}
              onClose={() => setExpandedId(null)}
            />
          )}
          rowActions={(policy) => (
            <PolicyRowActions
              policy={policy}
              actions={actions}
              isExpanded={expandedId === policy._id}
              detailsId={detailsId}
              onEdit={(chosen) => setEditing({ open: true, policy: chosen })}
              onToggleDetails={(chosen) =>
                setExpandedId((current) => (current === chosen._id ? null : chosen._id))
              }
              onPdf={(chosen) => pdf.open(chosen._id)}
              onCancel={(chosen) => setCancelling({ open: true, policy: chosen })}
              onApprove={setApproving}
              onRenew={(chosen) => setRenewing({ open: true, policy: chosen })}
            />
          )}
          footer={
            data ? (
              <Pagination
                page={page}
                pageSize={pageSize}
                total={data.totalPolicies}
                totalPages={data.totalPages}
                displayedCount={data.policies.length}
                pageSizes={agentPolicyPageSizes}
                onPageChange={(next) => {
                  setPage(next);
                  setExpandedId(null);
                }}
                onPageSizeChange={changePageSize}
              />
            ) : null
          }
        />
      </Box>
      <EditPolicyDialog
        open={editing.open}
        policy={editing.policy}
        userRole={userRole}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <CancelPolicyDialog
        open={cancelling.open}
        policy={cancelling.policy}
        onClose={() => setCancelling((current) => ({ ...current, open: false }))}
        onCancelled={(cancelled) => setExpandedId((current) => (current === cancelled._id ? null : current))}
      />
      <ConfirmDialog
        open={renewing.open}
        isPending={renew.isPending}
        title={t('agent-policies.renewDialog.title')}
        message={t('agent-policies.renewDialog.message', {
          number: renewing.policy?.policyNumber ?? '',
          start: renewal ? formatDisplayDate(renewal.startDate) : '',
          end: renewal ? formatDisplayDate(renewal.endDate) : '',
        })}
        confirmLabel={t('agent-policies.renewDialog.confirm')}
        onConfirm={confirmRenew}
        onCancel={() => setRenewing((current) => ({ ...current, open: false }))}
      />
      {canApprove ? (
        <ApproveDialog
          item={approving ? { kind: 'policy', policy: approving } : null}
          onClose={() => setApproving(null)}
          onApproved={() => setApproving(null)}
        />
      ) : null}
      {canCreate ? (
        <>
          <InsuranceWizard
            open={isWizardOpen}
            mode="subscription"
            onClose={() => setWizardOpen(false)}
            onCreated={showCreated}
          />
          <QuickCreateDialog
            open={isQuickCreateOpen}
            onClose={() => setQuickCreateOpen(false)}
            onCreated={showCreated}
          />
        </>
      ) : null}
    </Box>
  );
}

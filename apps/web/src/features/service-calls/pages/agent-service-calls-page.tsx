import { Box, Tab, Tabs } from '@mui/material';
import { agentServiceCallsSort, type ServiceCall, serviceCallsDefaultPageSize } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import { DataTable } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { SearchField } from '../../../ui/search-field';
import { useListAddressState } from '../../../ui/use-list-address-state';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { useListSort } from '../../../ui/use-list-sort';
import { useTableSearch } from '../../../ui/use-table-search';
import { InsuranceWizard } from '../../insurance/wizard/insurance-wizard';
import { type AgentServiceCallTab, agentServiceCallTabs } from '../agent-service-call-tabs';
import { useAgentServiceCalls } from '../api/use-service-calls';
import { ServiceCallDetailsDialog } from '../components/details/service-call-details-dialog';
import { useDocumentFromServiceCall } from '../components/documents/use-document-from-service-call';
import { agentServiceCallColumns } from '../components/service-call-columns';
import { ServiceCallRowActions } from '../components/service-call-row-actions';
import { useCustomerLinkWizard } from '../components/use-customer-link-wizard';

const agentAddressKeys = ['tab', 'search'] as const;

/**
 * The agent's service calls (spec 1 §2): active and pending tabs, a general search over name, ID,
 * chassis and vehicle number, a new call through the wizard, and an approved call carried into a
 * price quote or work card (spec 2 §4; agents create documents for their own customers).
 */
export function AgentServiceCallsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { page, setPage, pageSize, changePageSize, resetPaging } = useListPaging(
    serviceCallsDefaultPageSize,
    'agentServiceCalls',
  );
  // The tab and the search live in the address (`?tab=pending&search=SC-…`) and are remembered.
  const address = useListAddressState('agentServiceCalls', agentAddressKeys);
  const tab: AgentServiceCallTab =
    agentServiceCallTabs.find((value) => value === address.values.tab) ?? 'active';
  const setTab = (next: AgentServiceCallTab) => address.set({ tab: next === 'active' ? undefined : next });
  const search = useTableSearch({
    appliedTerm: address.values.search,
    onTermChange: (term) => {
      address.set({ search: term });
      setPage(1);
    },
  });
  // The order is kept in the address too (`?sortBy=customerName&sortDir=asc`), the same in both tabs.
  const sort = useListSort(agentServiceCallsSort, () => setPage(1), 'agentServiceCalls');
  const [details, setDetails] = useState<{ open: boolean; call?: ServiceCall }>({ open: false });
  const { wizard, openWizard, closeWizard } = useCustomerLinkWizard();
  const documents = useDocumentFromServiceCall({
    onCallChanged: (fresh) =>
      setDetails((current) => (current.call?._id === fresh._id ? { ...current, call: fresh } : current)),
  });

  const list = useAgentServiceCalls(
    tab,
    { page, limit: pageSize, search: search.term, ...sort.query },
    { _id: user?._id ?? '', role: user?.role ?? 'agent', userType: user?.userType ?? 'individual' },
  );
  const data = list.data;
  useListFollowUps(list, { page, setPage }, t('service-calls.loadError'));

  const changeTab = (next: AgentServiceCallTab) => {
    setTab(next);
    setPage(1);
  };
  const emptyText = search.term
    ? t('service-calls.emptySearch')
    : tab === 'active'
      ? t('service-calls.agent.emptyActive')
      : t('service-calls.agent.emptyPending');

  return (
    <Box>
      <ListToolbar
        savedFilters="agentServiceCalls"
        printable
        title={t('service-calls.agent.title')}
        exportable={{ list: 'serviceCalls', query: { status: tab, search: search.term, ...sort.query } }}
        search={
          <SearchField
            search={search}
            label={t('service-calls.agent.searchLabel')}
            testId="agent-service-calls-search"
            width={320}
          />
        }
        onReset={() => {
          search.clear();
          address.clear();
          sort.reset();
          resetPaging();
        }}
        resetTestId="agent-service-calls-reset"
        chips={<RestoredFilterNotice isRestored={address.isRestored} />}
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="agent-service-calls-refresh"
        primaryAction={{
          label: t('service-calls.newCall'),
          onClick: openWizard,
          testId: 'agent-service-calls-new',
        }}
      />
      <Tabs
        value={tab}
        onChange={(_event, next: AgentServiceCallTab) => changeTab(next)}
        aria-label={t('service-calls.agent.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ marginBlockEnd: 2, borderBlockEnd: 1, borderColor: 'divider' }}
      >
        {agentServiceCallTabs.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`service-calls.agent.tabs.${value}`)}
            data-testid={`agent-service-calls-tab-${value}`}
          />
        ))}
      </Tabs>
      <DataTable
        label={t(`service-calls.agent.tabs.${tab}`)}
        columns={agentServiceCallColumns}
        sort={sort}
        rows={data?.serviceCalls}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('service-calls.loadError')}
        emptyText={emptyText}
        rowActions={(call) => (
          <ServiceCallRowActions
            call={call}
            onView={() => setDetails({ open: true, call })}
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
        onCreateDocument={details.call ? documents.handlerFor(details.call) : undefined}
      />
      {documents.modal}
      <InsuranceWizard open={wizard.open} mode="serviceCall" initial={wizard.initial} onClose={closeWizard} />
    </Box>
  );
}

import AddCardIcon from '@mui/icons-material/AddCardOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  Badge,
  Box,
  Button,
  Collapse,
  IconButton,
  TextField,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatLocalPhone, type User, usersDefaultPageSize } from '@tg/domain';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../app/auth/auth-context';
import { dashboardPath } from '../../../app/navigation';
import { ColumnChooser } from '../../../ui/column-chooser';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { SearchField } from '../../../ui/search-field';
import { useColumnVisibility } from '../../../ui/use-column-visibility';
import { useListAddressState } from '../../../ui/use-list-address-state';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { type TableSearch, useTableSearch } from '../../../ui/use-table-search';
import { useUsers } from '../api/use-users';
import { AddCustomerDialog } from '../components/add-customer-dialog';
import { useUserLanding } from '../components/use-user-landing';

/** The query parameter that tells the service-call and subscription screens which customer to start with. */
export const customerIdParam = 'customerId';

export function serviceCallPathFor(customerId: string): string {
  return `${dashboardPath('agent', 'services/agentServiceCalls')}?${customerIdParam}=${encodeURIComponent(customerId)}`;
}

/** The new-subscription wizard, searching the customer's first machine at once. */
export function addSubscriptionPathFor(user: User): string {
  const machine = user.machines[0];
  const params = new URLSearchParams();
  if (machine?.vinNumber) params.set('vin', machine.vinNumber);
  if (machine?.tractorNumber) params.set('plate', machine.tractorNumber);
  const query = params.toString();
  return `${dashboardPath('agent', 'services/insurance')}${query ? `?${query}` : ''}`;
}

const machineNumbers = (user: User, key: 'vinNumber' | 'tractorNumber') =>
  user.machines
    .map((machine) => machine[key])
    .filter(Boolean)
    .join(', ');

/**
 * One line per vehicle, so a customer's chassis and vehicle numbers stay side by side across
 * columns. Each number is cut at its end when too long; the physical 'left' is mirrored by the
 * right-to-left style cache, so the numbers sit on the reading side in every language.
 */
function machineLines(user: User, key: 'vinNumber' | 'tractorNumber'): ReactNode {
  return user.machines.map((machine, index) => (
    <Box
      // biome-ignore lint/suspicious/noArrayIndexKey: a customer's vehicles have no id of their own
      key={index}
      component="bdi"
      dir="ltr"
      title={machine[key] || undefined}
      sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', textAlign: 'left' }}
    >
      {machine[key] || '\u00a0'}
    </Box>
  ));
}

// Narrow minimums (they stretch on wide screens) so every column fits beside the sidebar at 1280px.
const allColumns: readonly DataTableColumn<User>[] = [
  {
    id: 'userId',
    labelKey: 'customers.myCustomers.columns.userId',
    value: (user) => user.userInformation.userId,
    dir: 'ltr',
    width: 110,
  },
  {
    id: 'name',
    labelKey: 'customers.myCustomers.columns.name',
    value: (user) => user.userInformation.name,
    // Long names are cut in the table; the whole name shows on hover.
    render: (user) => <span title={user.userInformation.name}>{user.userInformation.name}</span>,
    hideable: false,
    width: 130,
  },
  {
    id: 'phone',
    labelKey: 'customers.myCustomers.columns.phone',
    value: (user) => formatLocalPhone(user.userInformation.phoneNumber),
    copyable: true,
    dir: 'ltr',
    width: 145,
  },
  {
    id: 'vinNumber',
    labelKey: 'customers.myCustomers.columns.vinNumber',
    value: (user) => machineNumbers(user, 'vinNumber'),
    render: (user) => machineLines(user, 'vinNumber'),
    width: 195,
  },
  {
    id: 'tractorNumber',
    labelKey: 'customers.myCustomers.columns.tractorNumber',
    value: (user) => machineNumbers(user, 'tractorNumber'),
    render: (user) => machineLines(user, 'tractorNumber'),
    width: 100,
  },
  {
    id: 'group',
    labelKey: 'customers.myCustomers.columns.group',
    value: (user) => user.groupName ?? '',
    width: 125,
  },
];

/**
 * An agent's customers are all in the agent's own group, so "company or agent" starts hidden for an
 * agent (the column chooser brings it back); an agency sees which of its agents each customer has.
 */
const agentColumns = allColumns.map((column) =>
  column.id === 'group' ? { ...column, initiallyHidden: true } : column,
);

const searchFields = ['userId', 'name', 'vinNumber', 'tractorNumber', 'phoneNumber'] as const;
type SearchFieldName = (typeof searchFields)[number];

const addressKeys = [...searchFields, 'group'] as const;

/**
 * One search box per field (spec 1 §2), each with the kit's rules: trimmed, 3+ characters, 150 ms,
 * and an agency's agent filter (`group`): kept in the address under the API's names (`?userId=…`
 * from the global search) and remembered per person (use-list-address-state.ts).
 */
function useCustomerSearches(onChange: () => void) {
  const address = useListAddressState('myCustomers', addressKeys);
  const bound = (field: SearchFieldName) => ({
    appliedTerm: address.values[field],
    onTermChange: (term: string | undefined) => {
      address.set({ [field]: term });
      onChange();
    },
  });
  const userId = useTableSearch(bound('userId'));
  const name = useTableSearch(bound('name'));
  const vinNumber = useTableSearch(bound('vinNumber'));
  const tractorNumber = useTableSearch(bound('tractorNumber'));
  const phoneNumber = useTableSearch(bound('phoneNumber'));
  const searches: Record<SearchFieldName, TableSearch> = {
    userId,
    name,
    vinNumber,
    tractorNumber,
    phoneNumber,
  };
  return {
    searches,
    agent: address.values.group ?? '',
    setAgent: (value: string) => address.set({ group: value }),
    isRestored: address.isRestored,
  };
}

/**
 * The agent's (or agency's) customers (spec 1 §2 "My customers"): searches, the agent filter for
 * an agency, the way to a service call or a subscription for a customer, and adding a customer.
 * The server scopes the list to the caller.
 */
export function MyCustomersPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { user: me, userRole } = useAuth();
  const isCompany = userRole === 'company';
  const { page, setPage, pageSize, changePageSize, resetPaging } = useListPaging(
    usersDefaultPageSize,
    'myCustomers',
  );
  const [isAdding, setAdding] = useState(false);
  const [addedId, setAddedId] = useState<string | undefined>(undefined);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const { searches, agent, setAgent, isRestored } = useCustomerSearches(() => setPage(1));
  const columns = isCompany ? allColumns : agentColumns;
  const visibility = useColumnVisibility(columns);

  // Sent as typed: the server matches phones in local or international form, and plates without dashes.
  const query = {
    role: 'customer' as const,
    page,
    limit: pageSize,
    userId: searches.userId.term,
    name: searches.name.term,
    vinNumber: searches.vinNumber.term,
    tractorNumber: searches.tractorNumber.term,
    phoneNumber: searches.phoneNumber.term,
    group: agent || undefined,
  };
  const list = useUsers(query);
  const agents = useUsers({ role: 'agent', page: 1, limit: 100 }, { enabled: isCompany });
  const data = list.data;
  const activeSearches = searchFields.filter((field) => searches[field].term).length + (agent ? 1 : 0);

  useListFollowUps(list, { page, setPage }, t('customers.myCustomers.notices.loadError'));
  // A link to one customer (`?userId=…`, the global search) marks their row in the filtered list.
  const markLinked = useCallback((user: User) => setAddedId(user._id), []);
  useUserLanding(true, searches.userId.term, list, markLinked);

  const clearSearches = () => {
    for (const field of searchFields) searches[field].clear();
    setAgent('');
  };

  const reset = () => {
    clearSearches();
    resetPaging();
    visibility.reset();
    setAddedId(undefined);
  };

  // The new customer is shown at once: searches cleared, first page (the newest first), row marked.
  const onAdded = (user: User) => {
    clearSearches();
    setPage(1);
    setAddedId(user._id);
  };

  const rowActions = (user: User) => {
    const name = user.userInformation.name;
    return (
      <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
        <Tooltip title={t('customers.myCustomers.actions.serviceCall')}>
          <IconButton
            size="small"
            component={RouterLink}
            to={serviceCallPathFor(user._id)}
            aria-label={t('customers.myCustomers.actions.serviceCallFor', { name })}
            data-testid="row-service-call"
          >
            <BuildIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('customers.myCustomers.actions.addSubscription')}>
          <IconButton
            size="small"
            component={RouterLink}
            to={addSubscriptionPathFor(user)}
            aria-label={t('customers.myCustomers.actions.addSubscriptionFor', { name })}
            data-testid="row-add-subscription"
          >
            <AddCardIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
  };

  const searchInputs: ReactNode = (
    <>
      {searchFields.map((field) => (
        <SearchField
          key={field}
          search={searches[field]}
          label={t(`customers.myCustomers.search.${field}`)}
          testId={`my-customers-search-${field}`}
          width={170}
        />
      ))}
      {isCompany ? (
        <AgentFilter
          value={agent}
          onChange={(value) => {
            setAgent(value);
            setPage(1);
          }}
          agencyId={me?._id}
          agents={agents.data?.users ?? []}
          isLoading={agents.isPending}
        />
      ) : null}
    </>
  );

  return (
    <Box>
      <ListToolbar
        savedFilters="myCustomers"
        printable
        title={t('customers.myCustomers.title')}
        exportable={{ list: 'users', query }}
        search={
          isNarrow ? (
            <Badge badgeContent={activeSearches} color="primary" overlap="rectangular">
              <Button
                variant="outlined"
                startIcon={<SearchIcon />}
                onClick={() => setSearchOpen((current) => !current)}
                aria-expanded={isSearchOpen}
                data-testid="my-customers-search-toggle"
              >
                {t('customers.myCustomers.searchToggle')}
              </Button>
            </Badge>
          ) : (
            searchInputs
          )
        }
        columns={<ColumnChooser columns={columns} visibility={visibility} />}
        onReset={reset}
        resetTestId="my-customers-reset"
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="my-customers-refresh"
        primaryAction={{
          label: t('customers.myCustomers.add'),
          onClick: () => setAdding(true),
          testId: 'my-customers-add',
        }}
        // On phones the searches fold away under the toolbar, so the list starts near the top.
        chips={
          isNarrow ? (
            <>
              <RestoredFilterNotice isRestored={isRestored} />
              <Collapse in={isSearchOpen}>
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>{searchInputs}</Box>
              </Collapse>
            </>
          ) : (
            <RestoredFilterNotice isRestored={isRestored} />
          )
        }
      />
      <DataTable
        label={t('customers.myCustomers.tableLabel')}
        columns={columns}
        rows={data?.users}
        visibility={visibility}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('customers.myCustomers.notices.loadError')}
        emptyText={
          activeSearches > 0 ? t('customers.myCustomers.emptySearch') : t('customers.myCustomers.empty')
        }
        rowActions={rowActions}
        selectedRowId={addedId}
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
      <AddCustomerDialog open={isAdding} onClose={() => setAdding(false)} onAdded={onAdded} />
    </Box>
  );
}

/** An agency's customers by agent (or its own), as the `group` of the list. A native select suits phones. */
function AgentFilter({
  value,
  onChange,
  agencyId,
  agents,
  isLoading,
}: {
  value: string;
  onChange: (value: string) => void;
  agencyId: string | undefined;
  agents: readonly User[];
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      id={id}
      label={t('customers.myCustomers.agentFilter.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={isLoading}
      sx={{ width: { xs: '100%', sm: 170 } }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': 'my-customers-search-agent' },
      }}
    >
      <option value="">{t('customers.myCustomers.agentFilter.all')}</option>
      {agencyId ? <option value={agencyId}>{t('customers.myCustomers.agentFilter.agencyOwn')}</option> : null}
      {agents.map((agent) => (
        <option key={agent._id} value={agent._id}>
          {agent.userInformation.name || formatLocalPhone(agent.userInformation.phoneNumber)}
        </option>
      ))}
    </TextField>
  );
}

import { Box, Chip, MenuItem, TextField } from '@mui/material';
import {
  formatLocalPhone,
  type Lead,
  type LeadStatus,
  leadStatuses,
  leadsDefaultPageSize,
  leadsSort,
} from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { SearchField } from '../../../ui/search-field';
import { useListAddressState } from '../../../ui/use-list-address-state';
import { useListFollowUps, useListPaging } from '../../../ui/use-list-paging';
import { useListSort } from '../../../ui/use-list-sort';
import { useTableSearch } from '../../../ui/use-table-search';
import { useLeads } from '../api/use-leads';
import { useStaffOptions } from '../api/use-staff-options';
import { LeadDialog } from './lead-dialog';
import { formatLeadDate } from './lead-format';
import { LeadStatusChip } from './lead-status-chip';

export const leadsColumns: readonly DataTableColumn<Lead>[] = [
  {
    id: 'leadNumber',
    sortKey: 'leadNumber',
    labelKey: 'leads.columns.number',
    value: (lead) => String(lead.leadNumber),
    dir: 'ltr',
    width: 70,
  },
  {
    id: 'createdAt',
    sortKey: 'createdAt',
    labelKey: 'leads.columns.createdAt',
    value: (lead) => formatLeadDate(lead.createdAt),
    dir: 'ltr',
    width: 160,
  },
  {
    id: 'status',
    sortKey: 'status',
    labelKey: 'leads.columns.status',
    render: (lead) => <LeadStatusChip status={lead.status} />,
    width: 140,
  },
  {
    id: 'name',
    sortKey: 'name',
    labelKey: 'leads.columns.name',
    value: (lead) => lead.name,
    hideable: false,
    width: 160,
  },
  {
    id: 'phoneNumber',
    labelKey: 'leads.columns.phone',
    value: (lead) => formatLocalPhone(lead.phoneNumber),
    copyable: true,
    dir: 'ltr',
    width: 150,
  },
  {
    id: 'machine',
    labelKey: 'leads.columns.machine',
    value: (lead) => lead.machine.tractorNumber || lead.machine.vinNumber,
    dir: 'ltr',
    width: 150,
  },
  { id: 'product', labelKey: 'leads.columns.product', value: (lead) => lead.product?.name ?? '', width: 150 },
  {
    id: 'assignedTo',
    labelKey: 'leads.columns.assignedTo',
    value: (lead) => lead.assignedTo?.name ?? '',
    width: 130,
  },
];

/** The address parameter a new lead's notice links with (the server's leads.notices.ts). */
export const leadParam = 'lead';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const leadsAddressKeys = ['status', 'assignedTo', 'search'] as const;

/** The office's leads: status chips to narrow by, an assignee, a search by name, phone or number. */
export function LeadsList() {
  const { t } = useTranslation();
  const { page, setPage, pageSize, changePageSize, resetPaging } = useListPaging(
    leadsDefaultPageSize,
    'leads',
  );
  // Status, assignee and search live in the address (`?status=new`, the home page's link) and are
  // remembered per person (use-list-address-state.ts).
  const address = useListAddressState('leads', leadsAddressKeys);
  const search = useTableSearch({
    appliedTerm: address.values.search,
    onTermChange: (term) => {
      address.set({ search: term });
      setPage(1);
    },
  });
  const status = leadStatuses.find((value) => value === address.values.status);
  const setStatus = (next: LeadStatus | undefined) => address.set({ status: next });
  const assignedTo = address.values.assignedTo ?? '';
  const setAssignedTo = (next: string) => address.set({ assignedTo: next });
  // A notice's link (`?lead=<id>`) opens that lead; closing it drops the parameter.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get(leadParam) ?? '';
  const [openId, setOpenId] = useState<string | undefined>(uuidPattern.test(linkedId) ? linkedId : undefined);
  const closeLead = () => {
    setOpenId(undefined);
    if (searchParams.has(leadParam))
      setSearchParams(
        (params) => {
          params.delete(leadParam);
          return params;
        },
        { replace: true },
      );
  };
  const staff = useStaffOptions();
  // The order is kept in the address beside the filters (`?sortBy=name&sortDir=asc`).
  const sort = useListSort(leadsSort, () => setPage(1), 'leads');

  const query = {
    page,
    limit: pageSize,
    ...(status ? { status } : {}),
    ...(assignedTo ? { assignedTo } : {}),
    ...(search.term ? { search: search.term } : {}),
    ...sort.query,
  };
  const list = useLeads(query);
  const data = list.data;
  useListFollowUps(list, { page, setPage }, t('leads.notices.loadError'));

  const reset = () => {
    search.clear();
    address.clear();
    sort.reset();
    resetPaging();
  };
  const chooseStatus = (next: LeadStatus | undefined) => {
    setStatus(next);
    setPage(1);
  };

  return (
    <Box data-testid="leads-list">
      <ListToolbar
        savedFilters="leads"
        printable
        title={t('leads.title')}
        exportable={{ list: 'leads', query }}
        search={<SearchField search={search} label={t('leads.searchLabel')} testId="leads-search" />}
        filters={
          <TextField
            select
            size="small"
            label={t('leads.filters.assignedTo')}
            value={assignedTo}
            onChange={(event) => {
              setAssignedTo(event.target.value);
              setPage(1);
            }}
            fullWidth={false}
            sx={{ inlineSize: { xs: '100%', sm: 240 } }}
            slotProps={{ htmlInput: { 'data-testid': 'leads-assignee-filter' } }}
          >
            <MenuItem value="">{t('leads.filters.anyone')}</MenuItem>
            {staff.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        }
        onReset={reset}
        resetTestId="leads-reset"
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
        refreshTestId="leads-refresh"
        chips={
          <>
            <RestoredFilterNotice isRestored={address.isRestored} />
            <Box
              role="group"
              aria-label={t('leads.filters.status')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              <Chip
                label={t('leads.filters.allStatuses')}
                color={status ? 'default' : 'primary'}
                variant={status ? 'outlined' : 'filled'}
                aria-pressed={!status}
                onClick={() => chooseStatus(undefined)}
              />
              {leadStatuses.map((value) => (
                <Chip
                  key={value}
                  label={t(`leads.status.${value}`)}
                  color={status === value ? 'primary' : 'default'}
                  variant={status === value ? 'filled' : 'outlined'}
                  aria-pressed={status === value}
                  data-testid={`leads-filter-${value}`}
                  onClick={() => chooseStatus(status === value ? undefined : value)}
                />
              ))}
            </Box>
          </>
        }
      />
      <DataTable
        label={t('leads.title')}
        columns={leadsColumns}
        sort={sort}
        rows={data?.leads}
        isLoading={list.isFetching}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        errorText={t('leads.notices.loadError')}
        emptyText={search.term || status || assignedTo ? t('leads.emptySearch') : t('leads.empty')}
        rowTestId={(lead) => `lead-row-${lead.leadNumber}`}
        onRowClick={(lead) => setOpenId(lead._id)}
        footer={
          data ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              totalPages={data.totalPages}
              displayedCount={data.leads.length}
              onPageChange={setPage}
              onPageSizeChange={changePageSize}
            />
          ) : null
        }
      />
      <LeadDialog leadId={openId} staff={staff} onClose={closeLead} />
    </Box>
  );
}

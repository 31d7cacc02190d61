import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Collapse, TextField, useMediaQuery, useTheme } from '@mui/material';
import { normalizeMachineNumber, type PolicyStatusFilter, policyStatusFilters } from '@tg/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../../ui/filter-chips';
import type { FilterDefinition, FilterValues } from '../../../ui/filter-types';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { SearchField } from '../../../ui/search-field';
import { useListAddressState } from '../../../ui/use-list-address-state';
import { type TableSearch, useTableSearch } from '../../../ui/use-table-search';
import { useUsers } from '../../users/api/use-users';
import type { PoliciesListParams } from '../api/use-policies';

/** The creator filter lists the workers (spec 1 §6); one page of 100 covers the office. */
const creatorOptionsLimit = 100;

export type PoliciesFilterQuery = Pick<
  PoliciesListParams,
  'policyNumber' | 'tractorNumber' | 'status' | 'createdBy'
>;

export interface PoliciesFilters {
  policyNumber: TableSearch;
  tractorNumber: TableSearch;
  status: PolicyStatusFilter | '';
  createdBy: string;
  setStatus: (status: PolicyStatusFilter | '') => void;
  setCreatedBy: (userId: string) => void;
  /** What the list is asked for: the applied searches (trimmed, 3+ characters) and the choices. */
  query: PoliciesFilterQuery;
  isFiltering: boolean;
  /** The filters are the person's last ones, restored as the screen opened. */
  isRestored: boolean;
  /** Removes one filter (a chip's delete button). */
  remove: (id: keyof PoliciesFilterQuery) => void;
  clear: () => void;
}

const addressKeys = ['policyNumber', 'tractorNumber', 'status', 'createdBy'] as const;

/**
 * The two searches and the two choices of the subscriptions table; any change goes back to page 1.
 * They live in the address (`?status=pending&policyNumber=PI-…`) and the person's last ones come back
 * when the screen opens without any (use-list-address-state.ts). `screen` names the screen whose
 * memory this is (the agent's subscriptions have their own).
 */
export function usePoliciesFilters(onChange: () => void, screen = 'policies'): PoliciesFilters {
  const address = useListAddressState(screen, addressKeys);
  const policyNumber = useTableSearch({
    appliedTerm: address.values.policyNumber,
    onTermChange: (term) => {
      address.set({ policyNumber: term });
      onChange();
    },
  });
  const tractorNumber = useTableSearch({
    appliedTerm: address.values.tractorNumber,
    onTermChange: (term) => {
      address.set({ tractorNumber: term });
      onChange();
    },
  });
  const status = policyStatusFilters.find((value) => value === address.values.status) ?? '';
  const createdBy = address.values.createdBy ?? '';

  const setStatus = (next: PolicyStatusFilter | '') => {
    address.set({ status: next });
    onChange();
  };
  const setCreatedBy = (next: string) => {
    address.set({ createdBy: next });
    onChange();
  };

  // Policy numbers are stored in capitals; plates without spaces or dashes.
  const query: PoliciesFilterQuery = {
    policyNumber: policyNumber.term?.toUpperCase(),
    tractorNumber: tractorNumber.term ? normalizeMachineNumber(tractorNumber.term) : undefined,
    status: status || undefined,
    createdBy: createdBy || undefined,
  };

  return {
    policyNumber,
    tractorNumber,
    status,
    createdBy,
    setStatus,
    setCreatedBy,
    query,
    isFiltering: Object.values(query).some(Boolean),
    isRestored: address.isRestored,
    remove: (id) => {
      if (id === 'policyNumber') policyNumber.clear();
      else if (id === 'tractorNumber') tractorNumber.clear();
      else if (id === 'status') setStatus('');
      else setCreatedBy('');
    },
    clear: () => {
      policyNumber.clear();
      tractorNumber.clear();
      address.clear();
      onChange();
    },
  };
}

/** The workers who may have created subscriptions, as filter choices. */
function useCreatorOptions() {
  const workers = useUsers({ role: 'worker', page: 1, limit: creatorOptionsLimit });
  return useMemo(
    () =>
      (workers.data?.users ?? []).map((worker) => ({
        value: worker._id,
        label: worker.userInformation.name,
      })),
    [workers.data],
  );
}

/**
 * Policy-number and vehicle-number searches (trimmed, from 3 characters, 150 ms after typing,
 * Enter at once), and native selects for status and creator. On phones the selects open under a
 * button that counts those in use.
 */
export function PoliciesFilterFields({ filters }: { filters: PoliciesFilters }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [isExpanded, setExpanded] = useState(false);
  const choicesId = useId();
  const creators = useCreatorOptions();

  const selectSx = { width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 150 }, maxWidth: { sm: 220 } };
  const choices = [
    <TextField
      key="status"
      select
      size="small"
      fullWidth={false}
      label={t('policies.filters.status')}
      value={filters.status}
      onChange={(event) => filters.setStatus(event.target.value as PolicyStatusFilter | '')}
      sx={selectSx}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': 'policies-filter-status' },
      }}
    >
      <option value="">{t('policies.filters.allStatuses')}</option>
      {policyStatusFilters.map((status) => (
        <option key={status} value={status}>
          {t(`policies.statusFilter.${status}`)}
        </option>
      ))}
    </TextField>,
    <TextField
      key="createdBy"
      select
      size="small"
      fullWidth={false}
      label={t('policies.filters.createdBy')}
      value={filters.createdBy}
      onChange={(event) => filters.setCreatedBy(event.target.value)}
      sx={selectSx}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': 'policies-filter-createdBy' },
      }}
    >
      <option value="">{t('policies.filters.allCreators')}</option>
      {/* The current choice stays listed even before (or without) the workers' answer. */}
      {filters.createdBy && !creators.some((option) => option.value === filters.createdBy) ? (
        <option value={filters.createdBy}>{t('policies.filters.unknownCreator')}</option>
      ) : null}
      {creators.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>,
  ];

  const searches = (
    <>
      <SearchField
        search={filters.policyNumber}
        label={t('policies.search.policyNumber')}
        testId="policies-search-policyNumber"
        width={180}
      />
      <SearchField
        search={filters.tractorNumber}
        label={t('policies.search.tractorNumber')}
        testId="policies-search-tractorNumber"
        width={170}
      />
    </>
  );

  if (!isPhone) {
    return (
      <>
        {searches}
        {choices}
      </>
    );
  }
  const inUse = [filters.status, filters.createdBy].filter(Boolean).length;
  return (
    <>
      {searches}
      <Box sx={{ width: '100%' }}>
        <Badge badgeContent={inUse} color="primary">
          <Button
            size="small"
            startIcon={<FilterListIcon />}
            onClick={() => setExpanded((current) => !current)}
            aria-expanded={isExpanded}
            aria-controls={choicesId}
            data-testid="policies-filters-more"
          >
            {isExpanded ? t('policies.filters.hideChoices') : t('policies.filters.showChoices')}
          </Button>
        </Badge>
        <Collapse in={isExpanded} id={choicesId}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, paddingBlockStart: 1.5 }}>
            {choices}
          </Box>
        </Collapse>
      </Box>
    </>
  );
}

/** The filters in use as removable chips ("status: active"), with "clear all" from two on. */
export function PoliciesFilterChips({ filters }: { filters: PoliciesFilters }) {
  const { t } = useTranslation();
  const creators = useCreatorOptions();
  const definitions: FilterDefinition[] = [
    { id: 'policyNumber', labelKey: 'policies.search.policyNumber', type: 'text', dir: 'ltr' },
    { id: 'tractorNumber', labelKey: 'policies.search.tractorNumber', type: 'text', dir: 'ltr' },
    {
      id: 'status',
      labelKey: 'policies.filters.status',
      type: 'options',
      options: policyStatusFilters.map((status) => ({
        value: status,
        label: t(`policies.statusFilter.${status}`),
      })),
    },
    {
      id: 'createdBy',
      labelKey: 'policies.filters.createdBy',
      type: 'options',
      options:
        filters.createdBy && !creators.some((option) => option.value === filters.createdBy)
          ? [...creators, { value: filters.createdBy, label: t('policies.filters.unknownCreator') }]
          : creators,
    },
  ];
  // The chips show what the person typed and chose, the way they typed it.
  const values: FilterValues = {
    policyNumber: filters.policyNumber.term,
    tractorNumber: filters.tractorNumber.term,
    status: filters.status || undefined,
    createdBy: filters.createdBy || undefined,
  };
  return (
    <>
      <RestoredFilterNotice isRestored={filters.isRestored} />
      <FilterChips
        filters={definitions}
        values={values}
        onRemove={(id) => filters.remove(id as keyof PoliciesFilterQuery)}
        onClearAll={filters.clear}
      />
    </>
  );
}

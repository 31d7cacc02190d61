import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Collapse, TextField, useMediaQuery, useTheme } from '@mui/material';
import { normalizeMachineNumber, type RegistryScope } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../ui/search-field';
import { useListAddressState } from '../../../ui/use-list-address-state';
import { type TableSearch, useTableSearch } from '../../../ui/use-table-search';
import { useRegistryOptions } from '../api/use-registry';

export const registryFilterNames = ['machine', 'model', 'year'] as const;
export type RegistryFilterName = (typeof registryFilterNames)[number];

export interface RegistryFilters {
  vin: TableSearch;
  plate: TableSearch;
  machine: string;
  model: string;
  year: string;
  /** Choosing a manufacturer clears model and year; choosing a model clears the year. */
  choose: (name: RegistryFilterName, value: string) => void;
  /** What the list is asked for: the applied searches (trimmed, 3+ characters) and the choices. */
  query: { vinNumber?: string; tractorNumber?: string; machine?: string; model?: string; year?: string };
  isFiltering: boolean;
  /** The filters are the person's last ones, restored as the screen opened. */
  isRestored: boolean;
  clear: () => void;
}

const addressKeys = ['vinNumber', 'tractorNumber', 'machine', 'model', 'year'] as const;

/**
 * The searches and the manufacturer → model → year choices of one registry list, kept in the
 * address under the API's names (`?tractorNumber=…`, the global search's links) and remembered per
 * person and `screen` (use-list-address-state.ts).
 */
export function useRegistryFilters(onChange: () => void, screen = 'registry'): RegistryFilters {
  const address = useListAddressState(screen, addressKeys);
  const vin = useTableSearch({
    appliedTerm: address.values.vinNumber,
    onTermChange: (term) => {
      address.set({ vinNumber: term });
      onChange();
    },
  });
  const plate = useTableSearch({
    appliedTerm: address.values.tractorNumber,
    onTermChange: (term) => {
      address.set({ tractorNumber: term });
      onChange();
    },
  });
  const choices = {
    machine: address.values.machine ?? '',
    model: address.values.model ?? '',
    year: address.values.year ?? '',
  };

  const choose = (name: RegistryFilterName, value: string) => {
    if (name === 'machine') address.set({ machine: value, model: undefined, year: undefined });
    else if (name === 'model') address.set({ model: value, year: undefined });
    else address.set({ year: value });
    onChange();
  };

  // Plates and chassis numbers are stored without spaces or dashes, in capitals.
  const query = {
    vinNumber: vin.term ? normalizeMachineNumber(vin.term) : undefined,
    tractorNumber: plate.term ? normalizeMachineNumber(plate.term) : undefined,
    machine: choices.machine || undefined,
    model: choices.model || undefined,
    year: choices.year || undefined,
  };
  return {
    vin,
    plate,
    ...choices,
    choose,
    query,
    isFiltering: Object.values(query).some(Boolean),
    isRestored: address.isRestored,
    clear: () => {
      vin.clear();
      plate.clear();
      address.clear();
    },
  };
}

/**
 * Chassis and plate searches, each with a search button that stays disabled below 3 characters
 * (spec 3 §5), and the cascading manufacturer, model and year choices from the registry itself.
 * The choices are native selects: long lists scroll well on phones, where they open under a button
 * that counts those in use. Each control is an item of the toolbar's row, so they wrap as one.
 */
export function RegistryFilterFields({
  category,
  filters,
}: {
  /** A registry, or every registry (`gov-all`), whose manufacturers, models and years are offered. */
  category: RegistryScope;
  filters: RegistryFilters;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [isExpanded, setExpanded] = useState(false);
  const choicesId = useId();
  const manufacturers = useRegistryOptions(category);
  const models = useRegistryOptions(category, filters.machine || undefined);
  const years = useRegistryOptions(category, filters.machine || undefined, filters.model || undefined);

  const select = (name: RegistryFilterName, choices: readonly string[], isEnabled: boolean) => {
    const value = filters[name];
    // The current choice stays listed even when the server no longer offers it.
    const listed = value && !choices.includes(value) ? [value, ...choices] : choices;
    return (
      <TextField
        key={name}
        select
        size="small"
        fullWidth={false}
        label={t(`registry.filters.${name}`)}
        value={value}
        disabled={!isEnabled}
        onChange={(event) => filters.choose(name, event.target.value)}
        // As wide as the longest choice, within bounds: names differ a lot between categories.
        sx={{
          width: { xs: '100%', sm: 'auto' },
          minWidth: { sm: name === 'year' ? 110 : 140 },
          maxWidth: { sm: 220 },
        }}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': `registry-filter-${name}` },
        }}
      >
        <option value="">{t(`registry.filters.all.${name}`)}</option>
        {listed.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </TextField>
    );
  };

  const searches = (
    <>
      <SearchField
        search={filters.vin}
        label={t('registry.search.vinNumber')}
        testId="registry-search-vin"
        width={190}
        searchButton={{ testId: 'registry-search-vin-button' }}
      />
      <SearchField
        search={filters.plate}
        label={t('registry.search.tractorNumber')}
        testId="registry-search-plate"
        width={150}
        searchButton={{ testId: 'registry-search-plate-button' }}
      />
    </>
  );
  const choices = [
    select('machine', manufacturers.data?.manufacturers ?? [], true),
    select('model', filters.machine ? (models.data?.models ?? []) : [], Boolean(filters.machine)),
    select(
      'year',
      filters.machine && filters.model ? (years.data?.years ?? []) : [],
      Boolean(filters.machine && filters.model),
    ),
  ];
  if (!isPhone) {
    return (
      <>
        {searches}
        {choices}
      </>
    );
  }
  const inUse = [filters.machine, filters.model, filters.year].filter(Boolean).length;
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
            data-testid="registry-filters-more"
          >
            {isExpanded ? t('registry.filters.hideChoices') : t('registry.filters.showChoices')}
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

import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Paper, TextField } from '@mui/material';
import { searchMinLength } from '@tg/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutocompleteField, autocompleteSuggester } from '../../../ui/autocomplete-field';
import { useCatalogOptions } from '../api/use-catalog-browser';
import { type CatalogFilterName, type CatalogFilters, catalogFilterNames } from '../catalog-filters';

export interface CatalogFilterPanelProps {
  category: string;
  /** What the fields show. */
  draft: CatalogFilters;
  /** What is searched: the manufacturer → model → year choices cascade from it. */
  applied: CatalogFilters;
  onChange: (name: CatalogFilterName, value: string) => void;
  onClear: () => void;
}

/**
 * The category page's filters: the machine's numbers, manufacturer and model (typed, with the
 * category's own names offered and completions from three characters), the year of that model,
 * and a name or catalogue-number search. On phones the panel folds under a button that counts the
 * filters in use. Phone or wider is a matter of CSS breakpoints, not of measuring the screen, so the
 * server's HTML is already right at every width (ADR 0032): the button is there only below `sm`,
 * and there the fields show once it is pressed.
 */
export function CatalogFilterPanel({ category, draft, applied, onChange, onClear }: CatalogFilterPanelProps) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const panelId = useId();

  const machines = useCatalogOptions({ category });
  const models = useCatalogOptions(
    { category, machine: applied.machine },
    { enabled: Boolean(applied.machine) },
  );
  const years = useCatalogOptions(
    { category, machine: applied.machine, model: applied.model },
    { enabled: Boolean(applied.machine && applied.model) },
  );
  const suggestManufacturer = useMemo(
    () => autocompleteSuggester({ module: 'catalog', field: 'manufacturer', category }),
    [category],
  );
  const suggestModel = useMemo(
    () => autocompleteSuggester({ module: 'catalog', field: 'model', category }),
    [category],
  );

  const yearChoices = applied.machine && applied.model ? (years.data?.years ?? []) : [];
  // A year from the address stays listed even before (or without) the model's years.
  const listedYears =
    draft.year && !yearChoices.includes(draft.year) ? [draft.year, ...yearChoices] : yearChoices;
  const inUse = catalogFilterNames.filter((name) => draft[name].trim()).length;
  const label = (name: string) => t(`catalog-browser.filters.${name}`);
  const text = (
    name: 'chassisNumber' | 'vehicleNumber' | 'searchQuery',
    extra: { helperText?: string } = {},
  ) => (
    <TextField
      size="small"
      label={label(name)}
      value={draft[name]}
      onChange={(event) => onChange(name, event.target.value)}
      autoComplete="off"
      helperText={extra.helperText}
      slotProps={{
        htmlInput: {
          dir: name === 'searchQuery' ? undefined : 'ltr',
          'data-testid': `catalog-filter-${name}`,
        },
      }}
    />
  );

  const fields = (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        alignItems: 'start',
      }}
    >
      {text('chassisNumber')}
      {text('vehicleNumber')}
      <AutocompleteField
        label={label('manufacturer')}
        value={draft.machine}
        onChange={(value) => onChange('machine', value)}
        options={machines.data?.machines ?? []}
        suggest={suggestManufacturer}
        testId="catalog-filter-machine"
      />
      <AutocompleteField
        label={label('model')}
        value={draft.model}
        onChange={(value) => onChange('model', value)}
        options={applied.machine ? (models.data?.models ?? []) : []}
        suggest={suggestModel}
        testId="catalog-filter-model"
      />
      <TextField
        select
        size="small"
        label={label('year')}
        value={draft.year}
        disabled={listedYears.length === 0}
        onChange={(event) => onChange('year', event.target.value)}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'catalog-filter-year' },
        }}
      >
        <option value="">{label('anyYear')}</option>
        {listedYears.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </TextField>
      {text('searchQuery', { helperText: t('catalog-browser.filters.searchHint', { min: searchMinLength }) })}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onClear} disabled={inUse === 0} data-testid="catalog-filter-clear">
          {label('clear')}
        </Button>
      </Box>
    </Box>
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label('title')}
      sx={{ p: { xs: 1.5, sm: 2 }, marginBlockEnd: 2 }}
    >
      <Badge
        badgeContent={inUse}
        color="primary"
        sx={(theme) => ({ [theme.breakpoints.up('sm')]: { display: 'none' } })}
      >
        <Button
          startIcon={<FilterListIcon />}
          onClick={() => setExpanded((current) => !current)}
          aria-expanded={isExpanded}
          aria-controls={panelId}
          data-testid="catalog-filters-toggle"
        >
          {label(isExpanded ? 'hide' : 'show')}
        </Button>
      </Badge>
      <Box
        id={panelId}
        data-testid="catalog-filters-fields"
        sx={(theme) => ({
          [theme.breakpoints.down('sm')]: isExpanded ? { paddingBlockStart: 1.5 } : { display: 'none' },
        })}
      >
        {fields}
      </Box>
    </Paper>
  );
}

import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Button, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type FilterDefinition, type FilterValues, formatFilterValue, isFilterActive } from './filter-types';

export interface FilterChipsProps {
  filters: readonly FilterDefinition[];
  values: FilterValues;
  /** Removes one filter. */
  onRemove: (id: string) => void;
  /** Shows a "clear all" button when given and two or more filters are active. */
  onClearAll?: () => void;
}

/** The active filters as removable chips ("name: value"); renders nothing when none is active. */
export function FilterChips({ filters, values, onRemove, onClearAll }: FilterChipsProps) {
  const { t } = useTranslation();
  const active = filters.filter((filter) => isFilterActive(values[filter.id]));
  if (active.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('ui.filters.activeFilters')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
      data-testid="filter-chips"
    >
      {active.map((filter) => {
        const label = t('ui.filters.chip', {
          name: t(filter.labelKey),
          // Unicode isolates keep numbers and Latin values in their own direction inside Hebrew text.
          value: `\u2068${formatFilterValue(filter, values[filter.id])}\u2069`,
        });
        return (
          <Box component="li" key={filter.id} sx={{ maxWidth: '100%' }}>
            <Chip
              label={label}
              title={label}
              onDelete={() => onRemove(filter.id)}
              size="small"
              sx={{ maxWidth: '100%' }}
              deleteIcon={<CancelIcon titleAccess={t('ui.filters.remove', { label })} />}
              data-testid={`filter-chip-${filter.id}`}
            />
          </Box>
        );
      })}
      {onClearAll && active.length > 1 ? (
        <Box component="li">
          <Button size="small" onClick={onClearAll}>
            {t('ui.filters.clearAll')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

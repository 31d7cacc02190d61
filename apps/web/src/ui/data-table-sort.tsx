import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton, MenuItem, TableSortLabel, TextField, Tooltip } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListSortControl } from './use-list-sort';

/** The `aria-sort` of a header: only the column the list is sorted by carries one. */
export function ariaSortOf(
  sort: ListSortControl | undefined,
  sortKey: string | undefined,
): 'ascending' | 'descending' | undefined {
  if (!sort || !sortKey || sort.sortBy !== sortKey) return undefined;
  return sort.sortDir === 'asc' ? 'ascending' : 'descending';
}

/** A sortable header: a button (Enter or Space sorts) showing the direction when it is the sort. */
export function SortableHeaderLabel({
  sort,
  sortKey,
  label,
}: {
  sort: ListSortControl;
  sortKey: string;
  label: string;
}) {
  const isActive = sort.sortBy === sortKey;
  return (
    <TableSortLabel
      active={isActive}
      direction={isActive ? sort.sortDir : 'asc'}
      onClick={() => sort.toggle(sortKey)}
      data-testid={`sort-${sortKey}`}
    >
      {label}
    </TableSortLabel>
  );
}

/**
 * On phones the table becomes cards with no headers to click: a "sort by" choice of the sortable
 * columns and a button that turns the direction around.
 */
export function CardSortSelect({
  sort,
  options,
}: {
  sort: ListSortControl;
  options: readonly { sortKey: string; label: string }[];
}) {
  const { t } = useTranslation();
  const id = useId();
  if (options.length === 0) return null;
  const isAscending = sort.sortDir === 'asc';
  const directionLabel = t(isAscending ? 'list-kit.sortAscending' : 'list-kit.sortDescending');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, marginBlockEnd: 1 }}>
      <TextField
        id={id}
        select
        size="small"
        label={t('list-kit.sortBy')}
        value={options.some((option) => option.sortKey === sort.sortBy) ? sort.sortBy : ''}
        onChange={(event) => sort.change({ sortBy: event.target.value, sortDir: sort.sortDir })}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { 'data-testid': 'card-sort-by' } }}
      >
        {options.map((option) => (
          <MenuItem key={option.sortKey} value={option.sortKey}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={directionLabel}>
        <IconButton
          aria-label={directionLabel}
          onClick={() => sort.change({ sortBy: sort.sortBy, sortDir: isAscending ? 'desc' : 'asc' })}
          data-testid="card-sort-direction"
        >
          {isAscending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}

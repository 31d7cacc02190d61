import { Checkbox } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RowSelection } from './use-row-selection';

/** The page's rows that may be selected. */
function selectableIds<Row extends { _id: string }>(
  rows: readonly Row[] | undefined,
  selection: RowSelection<Row>,
): string[] {
  return (rows ?? []).filter((row) => selection.isSelectable?.(row) ?? true).map((row) => row._id);
}

/**
 * The header's checkbox: selects every selectable row of the page, or clears them when all are
 * selected; indeterminate when only some are.
 */
export function SelectAllCheckbox<Row extends { _id: string }>({
  rows,
  selection,
}: {
  rows: readonly Row[] | undefined;
  selection: RowSelection<Row>;
}) {
  const { t } = useTranslation();
  const ids = selectableIds(rows, selection);
  const selected = new Set(selection.selectedIds);
  const selectedCount = ids.filter((id) => selected.has(id)).length;
  const isAll = ids.length > 0 && selectedCount === ids.length;
  return (
    <Checkbox
      size="small"
      checked={isAll}
      indeterminate={selectedCount > 0 && !isAll}
      disabled={ids.length === 0}
      onChange={() =>
        selection.onChange(
          isAll
            ? selection.selectedIds.filter((id) => !ids.includes(id))
            : [...new Set([...selection.selectedIds, ...ids])],
        )
      }
      slotProps={{ input: { 'aria-label': t('list-kit.selectAll') } }}
      data-testid="select-all-rows"
    />
  );
}

/** One row's checkbox; a row that may not be selected gets none. */
export function RowCheckbox<Row extends { _id: string }>({
  row,
  selection,
}: {
  row: Row;
  selection: RowSelection<Row>;
}) {
  const { t } = useTranslation();
  if (!(selection.isSelectable?.(row) ?? true)) return null;
  const isSelected = selection.selectedIds.includes(row._id);
  return (
    <Checkbox
      size="small"
      checked={isSelected}
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
      onChange={() =>
        selection.onChange(
          isSelected
            ? selection.selectedIds.filter((id) => id !== row._id)
            : [...selection.selectedIds, row._id],
        )
      }
      slotProps={{
        input: { 'aria-label': t('list-kit.selectRow', { name: selection.rowLabel?.(row) ?? row._id }) },
      }}
      data-testid={`select-row-${row._id}`}
    />
  );
}

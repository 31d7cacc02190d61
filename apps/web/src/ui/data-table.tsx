import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Fragment, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellText, textDirection, useLongPressTip } from './cell-text';
import { CopyableCell } from './copyable-cell';
import { RowCheckbox, SelectAllCheckbox } from './data-table-selection';
import { ariaSortOf, CardSortSelect, SortableHeaderLabel } from './data-table-sort';
import type { ColumnVisibility } from './use-column-visibility';
import type { ListSortControl } from './use-list-sort';
import type { RowSelection } from './use-row-selection';

/** Spec 3 §2.14: columns are 150px wide unless they say otherwise. */
export const defaultColumnWidth = 150;

export interface DataTableColumn<Row> {
  id: string;
  /** Translation key of the header. */
  labelKey: string;
  /** The cell's content; defaults to `value(row)`, else the row's property named like the column. */
  render?: (row: Row) => ReactNode;
  /** The cell as text: shown when there is no `render`, and put on the clipboard when copyable. */
  value?: (row: Row) => string;
  /** Adds a copy button to the cell. */
  copyable?: boolean;
  /**
   * The column's kind: 'ltr' keeps numbers, phones, e-mails, plates and codes left to right inside
   * right-to-left text, cut at their own (right) end. Without it a plain text cell reads in the
   * direction of its own first letter (numbers alone read left to right).
   */
  dir?: 'ltr';
  /** False keeps the column always shown. Defaults to true. */
  hideable?: boolean;
  initiallyHidden?: boolean;
  /** CSS width; defaults to 150px. */
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** The list's sortBy for this column: its header sorts on the server when the table has `sort`. */
  sortKey?: string;
}

export type DataTableLayout = 'auto' | 'table' | 'cards';

export interface DataTableProps<Row extends { _id: string }> {
  columns: readonly DataTableColumn<Row>[];
  /** The current page's rows; undefined before the first answer. Keyed by `_id`. */
  rows: readonly Row[] | undefined;
  /** Translated name of the table, for assistive technology. */
  label: string;
  /** From `useColumnVisibility()`; all columns are shown without it. */
  visibility?: ColumnVisibility;
  /** A request is running: a thin progress bar (no layout jump), or skeleton rows before the first answer. */
  isLoading?: boolean;
  /** The last request failed: an error message with a retry button. */
  isError?: boolean;
  onRetry?: () => void;
  /** Translated texts; sensible defaults. */
  emptyText?: string;
  errorText?: string;
  /** Buttons for a row, shown in a last column (or at the bottom of a card). */
  rowActions?: (row: Row) => ReactNode;
  /** Defaults to `row-<_id>`. */
  rowTestId?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  onRowDoubleClick?: (row: Row) => void;
  selectedRowId?: string;
  /** Placeholder rows before the first answer. */
  skeletonRows?: number;
  /** Under the rows, usually `Pagination`. */
  footer?: ReactNode;
  /** The row whose details open right under it (spec 1 §2 "expand details"). */
  expandedRowId?: string;
  renderExpanded?: (row: Row) => ReactNode;
  /** auto: a table with horizontal scrolling, stacked cards on phones. */
  layout?: DataTableLayout;
  /** From `useListSort()`: columns with a `sortKey` get sortable headers (a "sort by" choice on cards). */
  sort?: ListSortControl;
  /** Checkboxes for bulk actions (`useRowSelection()`); pair it with a `SelectionBar`. */
  selection?: RowSelection<Row>;
}

function cellText<Row>(column: DataTableColumn<Row>, row: Row): string {
  if (column.value) return column.value(row);
  const raw = (row as Record<string, unknown>)[column.id];
  return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : '';
}

/** Bold header letters are about 0.6em wide in Latin, Cyrillic, Hebrew and Arabic; padding is 16px a side. */
const headerLetterEm = 0.6;
const headerPaddingPx = 32;

/**
 * A column's width, widened where its header's longest word would not fit on a line of its own
 * ("Производитель" in 120px): headers wrap between words, and a word is never cut in two.
 */
export function headerWidth(width: number | string, label: string): number | string {
  const longestWord = Math.max(0, ...label.split(/\s+/u).map((word) => [...word].length));
  const wordWidth = `calc(${(longestWord * headerLetterEm).toFixed(2)}em + ${headerPaddingPx}px)`;
  return `max(${typeof width === 'number' ? `${width}px` : width}, ${wordWidth})`;
}

/**
 * A cell, isolated and cut at its own end with its full text as a title. A plain text cell reads in
 * its declared direction or that of its content; a rendered cell keeps the page's direction unless
 * the column declares 'ltr' (the rendered element lays itself out).
 */
function CellContent<Row>({
  column,
  row,
  truncate,
}: {
  column: DataTableColumn<Row>;
  row: Row;
  truncate: boolean;
}) {
  const text = cellText(column, row);
  const dir = column.dir ?? (column.render || !text ? undefined : textDirection(text));
  if (column.copyable) {
    return (
      <CopyableCell value={text} dir={dir}>
        {column.render ? column.render(row) : text}
      </CopyableCell>
    );
  }
  return (
    <CellText title={text} dir={dir} align={column.align} truncate={truncate}>
      {column.render ? column.render(row) : text}
    </CellText>
  );
}

/**
 * A server-paged list: the page gives it the current rows and states, it renders them as a table
 * (scrolling sideways when narrow) or as stacked cards on phones. Rows are keyed by `_id`.
 */
export function DataTable<Row extends { _id: string }>({
  columns,
  rows,
  label,
  visibility,
  isLoading = false,
  isError = false,
  onRetry,
  emptyText,
  errorText,
  rowActions,
  rowTestId = (row) => `row-${row._id}`,
  onRowClick,
  onRowDoubleClick,
  selectedRowId,
  skeletonRows = 5,
  footer,
  expandedRowId,
  renderExpanded,
  layout = 'auto',
  sort,
  selection,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const asCards = layout === 'cards' || (layout === 'auto' && isNarrow);
  const shown = columns.filter((column) => visibility?.isVisible(column.id) ?? true);
  const isInteractive = Boolean(onRowClick || onRowDoubleClick);
  const showSkeleton = !rows && isLoading && !isError;
  const fullTextTip = useLongPressTip();

  const rowHandlers = (row: Row) =>
    isInteractive
      ? {
          tabIndex: 0,
          onClick: () => onRowClick?.(row),
          onDoubleClick: () => onRowDoubleClick?.(row),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.target !== event.currentTarget) return;
            if (event.key === 'Enter') {
              event.preventDefault();
              (onRowDoubleClick ?? onRowClick)?.(row);
            } else if (event.key === ' ') {
              event.preventDefault();
              onRowClick?.(row);
            }
          },
        }
      : {};

  const errorBox = isError ? (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry} data-testid="table-retry">
            {t('ui.table.retry')}
          </Button>
        ) : undefined
      }
      data-testid="table-error"
    >
      {errorText ?? t('ui.table.error')}
    </Alert>
  ) : null;

  const emptyBox =
    rows && rows.length === 0 && !isError ? (
      <Typography
        color="text.secondary"
        sx={{ paddingBlock: 4, textAlign: 'center' }}
        data-testid="table-empty"
      >
        {emptyText ?? t('ui.table.empty')}
      </Typography>
    ) : null;

  const progress =
    isLoading && !showSkeleton ? (
      <LinearProgress
        aria-label={t('ui.table.loading')}
        sx={{ position: 'absolute', insetBlockStart: 0, insetInline: 0, zIndex: 3 }}
      />
    ) : null;

  if (asCards) {
    return (
      <Box sx={{ position: 'relative' }} aria-busy={isLoading} {...fullTextTip.handlers}>
        {progress}
        {fullTextTip.tip}
        {errorBox ? <Box sx={{ marginBlockEnd: 1 }}>{errorBox}</Box> : null}
        {sort ? (
          <CardSortSelect
            sort={sort}
            options={shown.flatMap((column) =>
              column.sortKey ? [{ sortKey: column.sortKey, label: t(column.labelKey) }] : [],
            )}
          />
        ) : null}
        {selection && rows && rows.length > 0 ? (
          // Cards have no header row to explain a lone box: it says what it selects.
          <FormControlLabel
            data-print="hide"
            control={<SelectAllCheckbox rows={rows} selection={selection} />}
            label={t('list-kit.selectAll')}
            sx={{ marginInline: 0 }}
          />
        ) : null}
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {showSkeleton
            ? Array.from({ length: skeletonRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Box component="li" key={index} sx={{ marginBlockEnd: 1 }}>
                  <Skeleton variant="rounded" height={96} />
                </Box>
              ))
            : rows?.map((row) => (
                <Paper
                  component="li"
                  variant="outlined"
                  key={row._id}
                  data-testid={rowTestId(row)}
                  {...rowHandlers(row)}
                  sx={{
                    marginBlockEnd: 1,
                    padding: 1.5,
                    cursor: isInteractive ? 'pointer' : undefined,
                    borderColor: selectedRowId === row._id ? 'primary.main' : undefined,
                    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
                  }}
                >
                  {selection ? (
                    <Box sx={{ marginBlockStart: -1, marginInlineStart: -1 }}>
                      <RowCheckbox row={row} selection={selection} />
                    </Box>
                  ) : null}
                  <Box
                    component="dl"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'minmax(80px, auto) 1fr',
                      columnGap: 1.5,
                      rowGap: 0.5,
                      margin: 0,
                    }}
                  >
                    {shown.map((column) => (
                      <Box key={column.id} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {t(column.labelKey)}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ margin: 0, minWidth: 0 }}>
                          <CellContent column={column} row={row} truncate={false} />
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                  {rowActions ? (
                    <Box
                      sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, marginBlockStart: 1 }}
                      onClick={(event) => event.stopPropagation()}
                      onDoubleClick={(event) => event.stopPropagation()}
                    >
                      {rowActions(row)}
                    </Box>
                  ) : null}
                  {renderExpanded && expandedRowId === row._id ? (
                    <Box
                      data-testid={`${rowTestId(row)}-expanded`}
                      onClick={(event) => event.stopPropagation()}
                      sx={{ marginBlockStart: 1 }}
                    >
                      {renderExpanded(row)}
                    </Box>
                  ) : null}
                </Paper>
              ))}
        </Box>
        {emptyBox}
        {footer}
      </Box>
    );
  }

  const columnCount = shown.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);
  const actionsWidth = 144;
  const checkboxWidth = 48;
  // Fixed widths add up to the table's minimum width: narrower screens scroll sideways.
  const minWidth =
    shown.reduce(
      (sum, column) => sum + (typeof column.width === 'number' ? column.width : defaultColumnWidth),
      0,
    ) +
    (rowActions ? actionsWidth : 0) +
    (selection ? checkboxWidth : 0);
  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      {progress}
      {errorBox}
      {fullTextTip.tip}
      <TableContainer sx={{ overflowX: 'auto' }} {...fullTextTip.handlers}>
        <Table
          size="small"
          aria-label={label}
          aria-busy={isLoading}
          sx={{ tableLayout: 'fixed', width: '100%', minWidth }}
        >
          <TableHead>
            <TableRow>
              {selection ? (
                <TableCell padding="checkbox" sx={{ width: checkboxWidth }} data-print="hide">
                  <SelectAllCheckbox rows={rows} selection={selection} />
                </TableCell>
              ) : null}
              {shown.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  aria-sort={ariaSortOf(sort, column.sortKey)}
                  title={t(column.labelKey)}
                  data-full-text={t(column.labelKey)}
                  sx={{
                    width: headerWidth(column.width ?? defaultColumnWidth, t(column.labelKey)),
                    fontWeight: 600,
                    // Headers wrap between words (a second line) rather than being cut mid-word;
                    // a single word longer than the column breaks rather than running into the next.
                    whiteSpace: 'normal',
                    overflowWrap: 'break-word',
                    verticalAlign: 'bottom',
                    lineHeight: 1.3,
                  }}
                >
                  {sort && column.sortKey ? (
                    <SortableHeaderLabel sort={sort} sortKey={column.sortKey} label={t(column.labelKey)} />
                  ) : (
                    t(column.labelKey)
                  )}
                </TableCell>
              ))}
              {rowActions ? (
                <TableCell
                  data-print="hide"
                  sx={{
                    width: actionsWidth,
                    fontWeight: 600,
                    position: 'sticky',
                    insetInlineEnd: 0,
                    backgroundColor: 'background.paper',
                  }}
                >
                  {t('ui.table.actions')}
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {showSkeleton
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <TableRow key={index}>
                    {Array.from({ length: columnCount }, (_cell, cellIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                      <TableCell key={cellIndex}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : rows?.map((row) => (
                  <Fragment key={row._id}>
                    <TableRow
                      hover={isInteractive}
                      selected={
                        selectedRowId === row._id || Boolean(selection?.selectedIds.includes(row._id))
                      }
                      data-testid={rowTestId(row)}
                      {...rowHandlers(row)}
                      sx={{ cursor: isInteractive ? 'pointer' : undefined }}
                    >
                      {selection ? (
                        <TableCell
                          padding="checkbox"
                          onClick={(event) => event.stopPropagation()}
                          data-print="hide"
                        >
                          <RowCheckbox row={row} selection={selection} />
                        </TableCell>
                      ) : null}
                      {shown.map((column) => (
                        <TableCell key={column.id} align={column.align} sx={{ overflow: 'hidden' }}>
                          <CellContent column={column} row={row} truncate />
                        </TableCell>
                      ))}
                      {rowActions ? (
                        <TableCell
                          onClick={(event) => event.stopPropagation()}
                          onDoubleClick={(event) => event.stopPropagation()}
                          data-print="hide"
                          sx={{
                            position: 'sticky',
                            insetInlineEnd: 0,
                            backgroundColor: 'background.paper',
                            whiteSpace: 'nowrap',
                            paddingBlock: 0,
                          }}
                        >
                          {rowActions(row)}
                        </TableCell>
                      ) : null}
                    </TableRow>
                    {renderExpanded && expandedRowId === row._id ? (
                      <TableRow data-testid={`${rowTestId(row)}-expanded`}>
                        <TableCell colSpan={columnCount} sx={{ backgroundColor: 'action.hover', padding: 0 }}>
                          {renderExpanded(row)}
                        </TableCell>
                      </TableRow>
                    ) : null}
                  </Fragment>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
      {emptyBox}
      {footer}
    </Paper>
  );
}

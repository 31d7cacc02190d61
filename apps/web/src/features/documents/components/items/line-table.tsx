import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { DocumentInput } from '@tg/domain';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { type LineList, lineTestId } from './line-fields';

/**
 * The pieces every list of a document's lines is made of (the products and works tables, the
 * supplier order): a table on wide screens and a card per line on phones, each line with its
 * remove button and the problems the server named for the whole line.
 */

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Table cells keep their inputs' text whole in narrow columns (a select keeps room for its arrow). */
const compactCell = {
  paddingInline: 0.75,
  paddingBlock: 1,
  '& .MuiInputBase-input:not(select)': { paddingInline: 1 },
} as const;

/** The heading of a list of lines, its buttons beside it. */
export function LinesHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface LineTableProps<Column extends string> {
  /** The list of lines, whose message (from the server or the schema) shows above them. */
  kind: LineList;
  /** The test id of that message. */
  errorTestId: string;
  /** The id of the heading that names the table. */
  headingId: string;
  /** Cards (phones) or a table (wide screens). */
  asCards: boolean;
  /** The columns shown, in order; `actions` (the remove button) is named for screen readers only. */
  columns: readonly Column[];
  widths: Partial<Record<Column, number>>;
  /** The table's least width, so the inputs keep a usable size. */
  minWidth: number;
  /** A column's translated title. */
  columnTitle: (column: Column) => string;
  /** What the list says, and its test id, while it has no line. */
  empty: { text: string; testId: string };
  /** The lines, table rows or cards as `asCards` says. */
  rows: ReactNode[];
}

/**
 * The list's message if it has one, then the lines as a table with a header row, as a list of
 * cards, or the words that there are none.
 */
export function LineTable<Column extends string>({ kind, errorTestId, ...list }: LineTableProps<Column>) {
  const message = useLinesMessage(kind);
  return (
    <>
      {message ? (
        <Alert severity="error" data-testid={errorTestId}>
          {message}
        </Alert>
      ) : null}
      <LineRows {...list} />
    </>
  );
}

function LineRows<Column extends string>({
  headingId,
  asCards,
  columns,
  widths,
  minWidth,
  columnTitle,
  empty,
  rows,
}: Omit<LineTableProps<Column>, 'kind' | 'errorTestId'>) {
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" data-testid={empty.testId}>
        {empty.text}
      </Typography>
    );
  if (asCards)
    return (
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows}
      </Stack>
    );
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={headingId} sx={{ tableLayout: 'fixed', minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column}
                sx={{ width: widths[column], paddingInline: 0.75, whiteSpace: 'nowrap' }}
              >
                {column === 'actions' ? (
                  <Box component="span" sx={visuallyHidden}>
                    {columnTitle(column)}
                  </Box>
                ) : (
                  columnTitle(column)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{rows}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** The translated message the server or the schema gave for a whole list of lines, if any. */
function useLinesMessage(kind: LineList): string | undefined {
  const { t } = useTranslation();
  const { errors } = useFormState<DocumentInput>({ name: kind });
  const listError = errors[kind] as { message?: string; root?: { message?: string } } | undefined;
  return translateFieldError(t, listError?.message ?? listError?.root?.message);
}

/**
 * The problems the server named for a whole line (its catalogue number, its product…) rather than
 * one input, translated and each once; a free item's name is an input of its own.
 */
export function useLineProblems(
  kind: LineList,
  index: number,
  lineLevelFields: readonly string[],
  free: boolean,
): string[] {
  const { t } = useTranslation();
  const { errors } = useFormState<DocumentInput>({ name: `${kind}.${index}` });
  const lineErrors = (errors[kind] as Record<string, unknown> | undefined)?.[index] as
    | Record<string, { message?: string } | undefined>
    | undefined;
  return [
    ...new Set(
      lineLevelFields
        .filter((field) => field !== 'name' || !free)
        .map((field) => translateFieldError(t, lineErrors?.[field]?.message))
        .filter((message): message is string => Boolean(message)),
    ),
  ];
}

/** A line's problems as one alert. */
function LineProblems({ kind, index, problems }: { kind: LineList; index: number; problems: string[] }) {
  return (
    <Typography
      variant="caption"
      color="error"
      role="alert"
      data-testid={lineTestId(kind, index, 'problems')}
    >
      {problems.join(' · ')}
    </Typography>
  );
}

/** The button that removes a line (after asking), named with the line's number. */
export function LineRemoveButton({
  kind,
  index,
  label,
  onClick,
}: {
  kind: LineList;
  index: number;
  /** Translated, with the line's number. */
  label: string;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <IconButton onClick={onClick} aria-label={label} data-testid={lineTestId(kind, index, 'delete')}>
        <DeleteIcon />
      </IconButton>
    </Tooltip>
  );
}

/** Asks before removing the line at `index` (null: closed), then `onRemove` takes it off the list. */
export function LineRemoveDialog({
  index,
  title,
  message,
  confirmLabel,
  onRemove,
  onClose,
}: {
  index: number | null;
  title: string;
  message: string;
  confirmLabel: string;
  onRemove: (index: number) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={index !== null}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      destructive
      onConfirm={() => {
        if (index !== null) onRemove(index);
        onClose();
      }}
      onCancel={onClose}
    />
  );
}

/** A line as a table row of its cells, with a row for its problems under it. */
export function LineTableRow<Column extends string>({
  kind,
  index,
  columns,
  cells,
  problems,
  span = columns.length,
}: {
  kind: LineList;
  index: number;
  /** The columns shown, in order. */
  columns: readonly Column[];
  cells: Record<Column, ReactNode>;
  /** The line's problems ({@link useLineProblems}). */
  problems: string[];
  /** How many columns the problems' row spans. */
  span?: number;
}) {
  return (
    <>
      <TableRow data-testid={lineTestId(kind, index, 'row')} sx={{ verticalAlign: 'top' }}>
        {columns.map((column) => (
          <TableCell key={column} sx={compactCell}>
            {cells[column]}
          </TableCell>
        ))}
      </TableRow>
      {problems.length > 0 ? (
        <TableRow>
          <TableCell colSpan={span} sx={{ paddingBlockStart: 0 }}>
            <LineProblems kind={kind} index={index} problems={problems} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/**
 * A line as a card (phones): its catalogue number and name with the remove button at the top, its
 * fields two by two, then what follows (a total) and its problems.
 */
export function LineCard({
  kind,
  index,
  label,
  title,
  action,
  fields,
  footer,
  problems,
}: {
  kind: LineList;
  index: number;
  /** Translated name of the card, with the line's number. */
  label: string;
  /** The catalogue number and the name. */
  title: ReactNode;
  /** The remove button, or nothing. */
  action: ReactNode;
  /** The fields, laid out two a row. */
  fields: ReactNode;
  footer?: ReactNode;
  /** The line's problems ({@link useLineProblems}). */
  problems: string[];
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={label}
      data-testid={lineTestId(kind, index, 'row')}
      sx={{ padding: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {title}
        </Box>
        {action}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>{fields}</Box>
      {footer}
      {problems.length > 0 ? <LineProblems kind={kind} index={index} problems={problems} /> : null}
    </Paper>
  );
}

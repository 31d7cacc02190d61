import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, Paper, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import {
  type DocumentInput,
  formatDocumentShekels,
  isFreeItem,
  lineAmounts,
  ORDERED_LINE_MAX_QUANTITY,
  type OrderedLineInput,
} from '@tg/domain';
import type { ReactNode } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import {
  GeneralNameField,
  type LineFieldPlace,
  lineTestId,
  PriceField,
  QuantityField,
} from '../items/line-fields';

const kind = 'orderedProducts';

/** The order's columns, in order; `actions` is the remove button (none when read-only). */
export const orderColumns = [
  'catalogNumber',
  'name',
  'supplier',
  'refNumber',
  'quantity',
  'deliveryTime',
  'price',
  'total',
  'actions',
] as const;
export type OrderColumn = (typeof orderColumns)[number];

export const orderColumnWidths: Partial<Record<OrderColumn, number>> = {
  catalogNumber: 84,
  supplier: 130,
  refNumber: 96,
  quantity: 80,
  deliveryTime: 110,
  price: 96,
  total: 96,
  actions: 48,
};

const compactCell = {
  paddingInline: 0.75,
  paddingBlock: 1,
  '& .MuiInputBase-input:not(select)': { paddingInline: 1 },
} as const;

/** Fields the server may name whose problem is about the whole line, not one input. */
const lineLevelFields = ['catalogNumber', 'category', 'name', 'id', 'supplier'] as const;

export interface OrderLineProps {
  index: number;
  readOnly: boolean;
  asCard: boolean;
  onRemove: () => void;
}

/** One ordered line: what it is, whose it is, how many, by when, and what it costs. */
export function OrderLine({ index, readOnly, asCard, onRemove }: OrderLineProps) {
  const { t } = useTranslation();
  const line = (useWatch<DocumentInput>({ name: `${kind}.${index}` }) ?? {}) as OrderedLineInput;
  const { errors } = useFormState<DocumentInput>({ name: `${kind}.${index}` });
  const lineErrors = (errors[kind] as Record<string, unknown> | undefined)?.[index] as
    | Record<string, { message?: string } | undefined>
    | undefined;
  const free = isFreeItem(line);
  const problems = [
    ...new Set(
      lineLevelFields
        .filter((field) => field !== 'name' || !free)
        .map((field) => translateFieldError(t, lineErrors?.[field]?.message))
        .filter((message): message is string => Boolean(message)),
    ),
  ];
  const number = index + 1;
  const label = (column: string) => t(`documents.supplierOrder.columns.${column}`);
  const place = (column: string): LineFieldPlace => ({
    kind,
    index,
    label: label(column),
    showLabel: asCard,
    readOnly,
  });
  const text = (column: string, value: ReactNode, ltr = false) => (
    <Typography variant="body2" dir={ltr ? 'ltr' : undefined} data-testid={lineTestId(kind, index, column)}>
      {value}
    </Typography>
  );
  const shownName = line.isGeneralName && line.generalName ? line.generalName : line.name;

  const cells: Record<OrderColumn, ReactNode> = {
    catalogNumber: text('catalogNumber', line.isCatalogNumVisible === false ? '' : line.catalogNumber, true),
    name: free && !readOnly ? <GeneralNameField place={place('generalName')} /> : text('name', shownName),
    supplier: text('supplier', line.supplier?.name || '—'),
    refNumber: text('refNumber', line.supplier?.refNumber || '—', true),
    quantity: (
      <QuantityField
        place={place('quantity')}
        catalogNumber={line.catalogNumber}
        max={ORDERED_LINE_MAX_QUANTITY}
      />
    ),
    deliveryTime: text('deliveryTime', line.deliveryTime || '—'),
    price: <PriceField place={place('price')} />,
    total: text('total', formatDocumentShekels(lineAmounts({ ...line, discount: 0 }).totalWithoutVAT), true),
    actions: readOnly ? null : (
      <Tooltip title={t('documents.supplierOrder.removeLine', { number })}>
        <IconButton
          onClick={onRemove}
          aria-label={t('documents.supplierOrder.removeLine', { number })}
          data-testid={lineTestId(kind, index, 'delete')}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    ),
  };
  const problemText =
    problems.length > 0 ? (
      <Typography
        variant="caption"
        color="error"
        role="alert"
        data-testid={lineTestId(kind, index, 'problems')}
      >
        {problems.join(' · ')}
      </Typography>
    ) : null;
  const columns = orderColumns.filter((column) => column !== 'actions' || !readOnly);

  if (!asCard) {
    return (
      <>
        <TableRow data-testid={lineTestId(kind, index, 'row')} sx={{ verticalAlign: 'top' }}>
          {columns.map((column) => (
            <TableCell key={column} sx={compactCell}>
              {cells[column]}
            </TableCell>
          ))}
        </TableRow>
        {problemText ? (
          <TableRow>
            <TableCell colSpan={columns.length} sx={{ paddingBlockStart: 0 }}>
              {problemText}
            </TableCell>
          </TableRow>
        ) : null}
      </>
    );
  }

  /** A labelled value of a card: the supplier, its reference, the delivery time, the total. */
  const fact = (column: OrderColumn) => (
    <Box key={column} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label(column)}
      </Typography>
      {cells[column]}
    </Box>
  );
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={t('documents.supplierOrder.line', { number })}
      data-testid={lineTestId(kind, index, 'row')}
      sx={{ padding: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {cells.catalogNumber}
          {cells.name}
        </Box>
        {cells.actions}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
        {fact('supplier')}
        {fact('refNumber')}
        <Box sx={{ minWidth: 0 }}>{cells.quantity}</Box>
        <Box sx={{ minWidth: 0 }}>{cells.price}</Box>
        {fact('deliveryTime')}
        {fact('total')}
      </Box>
      {problemText}
    </Paper>
  );
}

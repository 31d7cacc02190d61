import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, Paper, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import {
  type DocumentInput,
  formatDocumentShekels,
  isFreeItem,
  type LineItemInput,
  lineAmounts,
} from '@tg/domain';
import type { ReactNode } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import {
  DiscountField,
  GeneralNameField,
  InstallerField,
  type LineFieldPlace,
  type LineKind,
  lineTestId,
  NetPriceField,
  PriceField,
  QuantityField,
  WarehouseField,
} from './line-fields';
import type { LineInstaller } from './use-line-pickers';

/** The columns of each line table, in order; `actions` is the delete button. */
export const lineColumns: Record<LineKind, readonly string[]> = {
  products: [
    'catalogNumber',
    'name',
    'quantity',
    'price',
    'discount',
    'netPrice',
    'total',
    'warehouse',
    'actions',
  ],
  works: [
    'catalogNumber',
    'name',
    'quantity',
    'price',
    'discount',
    'netPrice',
    'total',
    'installer',
    'actions',
  ],
};

/** Columns' widths in the table layout, so the inputs keep a usable size. */
export const columnWidths: Record<string, number | undefined> = {
  catalogNumber: 84,
  quantity: 72,
  price: 92,
  discount: 72,
  netPrice: 92,
  total: 88,
  warehouse: 136,
  installer: 140,
  actions: 48,
};

/** Table cells keep their inputs' text whole in narrow columns (a select keeps room for its arrow). */
const compactCell = {
  paddingInline: 0.75,
  paddingBlock: 1,
  '& .MuiInputBase-input:not(select)': { paddingInline: 1 },
} as const;

/** Line fields the server may name whose problem belongs to the whole line, not to one input. */
const lineLevelFields = ['catalogNumber', 'category', 'name', 'id'] as const;

export interface LineRowProps {
  kind: LineKind;
  index: number;
  readOnly: boolean;
  /** A card with labelled fields (phones) or a table row under the column headers. */
  asCard: boolean;
  installers: LineInstaller[];
  onDelete: () => void;
}

/** One product or work line: its fields, its amounts computed live, its errors beside them. */
export function LineRow({ kind, index, readOnly, asCard, installers, onDelete }: LineRowProps) {
  const { t } = useTranslation();
  const line = (useWatch<DocumentInput>({ name: `${kind}.${index}` }) ?? {}) as LineItemInput;
  const { errors } = useFormState<DocumentInput>({ name: `${kind}.${index}` });
  const lineErrors = (errors[kind] as Record<string, unknown> | undefined)?.[index] as
    | Record<string, { message?: string } | undefined>
    | undefined;
  const problems = [
    ...new Set(
      lineLevelFields
        .filter((field) => field !== 'name' || !isFreeItem(line))
        .map((field) => translateFieldError(t, lineErrors?.[field]?.message))
        .filter((message): message is string => Boolean(message)),
    ),
  ];
  const number = index + 1;
  const place = (column: string): LineFieldPlace => ({
    kind,
    index,
    label: t(`document-items.columns.${column}`),
    showLabel: asCard,
    readOnly,
  });
  const free = isFreeItem(line);
  const shownName = line.isGeneralName && line.generalName ? line.generalName : line.name;
  const amounts = lineAmounts(line);

  const cells: Record<string, ReactNode> = {
    catalogNumber: (
      <Typography variant="body2" dir="ltr" data-testid={lineTestId(kind, index, 'catalogNumber')}>
        {line.isCatalogNumVisible === false ? '' : line.catalogNumber}
      </Typography>
    ),
    name: free ? (
      <GeneralNameField place={place('generalName')} />
    ) : (
      <Typography variant="body2" data-testid={lineTestId(kind, index, 'name')}>
        {shownName}
      </Typography>
    ),
    quantity: <QuantityField place={place('quantity')} catalogNumber={line.catalogNumber} />,
    price: <PriceField place={place('price')} />,
    discount: <DiscountField place={place('discount')} price={line.price} />,
    netPrice: <NetPriceField place={place('netPrice')} line={line} />,
    total: (
      <Typography variant="body2" dir="ltr" data-testid={lineTestId(kind, index, 'total')}>
        {formatDocumentShekels(amounts.totalWithoutVAT)}
      </Typography>
    ),
    warehouse: <WarehouseField place={place('warehouse')} />,
    installer: <InstallerField place={place('installer')} installers={installers} />,
    actions: readOnly ? null : (
      <Tooltip title={t('document-items.deleteLine', { number })}>
        <IconButton
          onClick={onDelete}
          aria-label={t('document-items.deleteLine', { number })}
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

  if (!asCard) {
    return (
      <>
        <TableRow data-testid={lineTestId(kind, index, 'row')} sx={{ verticalAlign: 'top' }}>
          {lineColumns[kind].map((column) =>
            column === 'actions' && readOnly ? null : (
              <TableCell key={column} sx={compactCell}>
                {cells[column]}
              </TableCell>
            ),
          )}
        </TableRow>
        {problemText ? (
          <TableRow>
            <TableCell colSpan={lineColumns[kind].length} sx={{ paddingBlockStart: 0 }}>
              {problemText}
            </TableCell>
          </TableRow>
        ) : null}
      </>
    );
  }

  const fieldColumns = lineColumns[kind].filter(
    (column) => !['catalogNumber', 'name', 'actions', 'total'].includes(column),
  );
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={t(`document-items.${kind}.line`, { number })}
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
        {fieldColumns.map((column) => (
          <Box key={column} sx={{ minWidth: 0 }}>
            {cells[column]}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('document-items.columns.total')}
        </Typography>
        {cells.total}
      </Box>
      {problemText}
    </Paper>
  );
}

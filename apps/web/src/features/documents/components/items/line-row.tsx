import { Box, Typography } from '@mui/material';
import {
  type DocumentInput,
  formatDocumentShekels,
  isFreeItem,
  type LineItemInput,
  lineAmounts,
} from '@tg/domain';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
import { LineCard, LineRemoveButton, LineTableRow, useLineProblems } from './line-table';
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
  const free = isFreeItem(line);
  const problems = useLineProblems(kind, index, lineLevelFields, free);
  const number = index + 1;
  const place = (column: string): LineFieldPlace => ({
    kind,
    index,
    label: t(`document-items.columns.${column}`),
    showLabel: asCard,
    readOnly,
  });
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
      <LineRemoveButton
        kind={kind}
        index={index}
        label={t('document-items.deleteLine', { number })}
        onClick={onDelete}
      />
    ),
  };

  if (!asCard) {
    return (
      <LineTableRow
        kind={kind}
        index={index}
        columns={lineColumns[kind].filter((column) => column !== 'actions' || !readOnly)}
        cells={cells}
        problems={problems}
        span={lineColumns[kind].length}
      />
    );
  }

  const fieldColumns = lineColumns[kind].filter(
    (column) => !['catalogNumber', 'name', 'actions', 'total'].includes(column),
  );
  return (
    <LineCard
      kind={kind}
      index={index}
      label={t(`document-items.${kind}.line`, { number })}
      title={
        <>
          {cells.catalogNumber}
          {cells.name}
        </>
      }
      action={cells.actions}
      fields={fieldColumns.map((column) => (
        <Box key={column} sx={{ minWidth: 0 }}>
          {cells[column]}
        </Box>
      ))}
      footer={
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('document-items.columns.total')}
          </Typography>
          {cells.total}
        </Box>
      }
      problems={problems}
    />
  );
}

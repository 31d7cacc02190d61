import { Box, Typography } from '@mui/material';
import {
  type DocumentInput,
  deliveryTimeIn,
  displayLanguageOf,
  formatDocumentShekels,
  isFreeItem,
  lineAmounts,
  ORDERED_LINE_MAX_QUANTITY,
  type OrderedLineInput,
} from '@tg/domain';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  GeneralNameField,
  type LineFieldPlace,
  lineTestId,
  PriceField,
  QuantityField,
} from '../items/line-fields';
import { LineCard, LineRemoveButton, LineTableRow, useLineProblems } from '../items/line-table';

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
  const { t, i18n } = useTranslation();
  const line = (useWatch<DocumentInput>({ name: `${kind}.${index}` }) ?? {}) as OrderedLineInput;
  const free = isFreeItem(line);
  const problems = useLineProblems(kind, index, lineLevelFields, free);
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
    deliveryTime: text(
      'deliveryTime',
      line.deliveryTime ? deliveryTimeIn(line.deliveryTime, displayLanguageOf(i18n.language)) : '—',
    ),
    price: <PriceField place={place('price')} />,
    total: text('total', formatDocumentShekels(lineAmounts({ ...line, discount: 0 }).totalWithoutVAT), true),
    actions: readOnly ? null : (
      <LineRemoveButton
        kind={kind}
        index={index}
        label={t('documents.supplierOrder.removeLine', { number })}
        onClick={onRemove}
      />
    ),
  };
  const columns = orderColumns.filter((column) => column !== 'actions' || !readOnly);

  if (!asCard) {
    return <LineTableRow kind={kind} index={index} columns={columns} cells={cells} problems={problems} />;
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
    <LineCard
      kind={kind}
      index={index}
      label={t('documents.supplierOrder.line', { number })}
      title={
        <>
          {cells.catalogNumber}
          {cells.name}
        </>
      }
      action={cells.actions}
      fields={
        <>
          {fact('supplier')}
          {fact('refNumber')}
          <Box sx={{ minWidth: 0 }}>{cells.quantity}</Box>
          <Box sx={{ minWidth: 0 }}>{cells.price}</Box>
          {fact('deliveryTime')}
          {fact('total')}
        </>
      }
      problems={problems}
    />
  );
}

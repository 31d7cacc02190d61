import { Alert, Box, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import {
  type CopiedLine,
  type DocumentInput,
  formatDocumentShekels,
  isAlreadyOrdered,
  isFreeItem,
  type OrderedLineInput,
  orderedLineFromDocumentLine,
  orderedLineFromProduct,
  type Product,
  productContracts,
  supplierOrderTotal,
} from '@tg/domain';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../app/api-client';
import { useNotify } from '../../../../app/notifications';
import { DocumentProductPicker } from '../items/document-product-picker';
import { linePath } from '../items/line-fields';
import { LineRemoveDialog, LinesHeading, LineTable } from '../items/line-table';
import { AddButton } from '../items/lines-section';
import { CopyProductsDialog, shownName } from './copy-products-dialog';
import { OrderLine, orderColumns, orderColumnWidths } from './order-line';

const kind = 'orderedProducts';

/** The catalogue's product for a document line (its supplier and purchase price), or undefined. */
async function catalogueProduct(line: CopiedLine): Promise<Product | undefined> {
  const catalogNumber = line.catalogNumber?.trim();
  if (!catalogNumber) return undefined;
  try {
    return (await call(productContracts.byCatalogNumber, { catalogNumber })).product;
  } catch {
    return undefined;
  }
}

/**
 * The document modal's supplier-order tab (spec 2 OrderSupplier; ADR 0022, Supplier order): the
 * assigned supplier, the ordered lines with each product's supplier and reference number, quantity,
 * delivery time and purchase price, and the order's total. Lines are added from the document's own
 * products or from the products list, never twice, and removed after a confirmation. Read-only:
 * every input disabled, nothing added or removed.
 */
export function SupplierOrderTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const theme = useTheme();
  const asCards = useMediaQuery(theme.breakpoints.down('md'));
  const headingId = useId();
  const { control, getValues, setFocus } = useFormContext<DocumentInput>();
  const { fields, append, remove } = useFieldArray({ control, name: kind, keyName: 'fieldKey' });
  const [products, ordered] = useWatch<DocumentInput, ['products', 'orderedProducts']>({
    control,
    name: ['products', 'orderedProducts'],
  });
  const [picking, setPicking] = useState<'copy' | 'product' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const documentProducts = (products ?? []) as CopiedLine[];
  const orderedLines = (ordered ?? []) as OrderedLineInput[];

  const current = () => (getValues(kind) ?? []) as OrderedLineInput[];
  const focusLine = (index: number, line: OrderedLineInput) =>
    linePath(kind, index, isFreeItem(line) && !line.generalName ? 'generalName' : 'quantity');

  const addPicked = (product: Product) => {
    const line = orderedLineFromProduct(product);
    const lines = current();
    // The free item is a different thing each time it is named: it is always a line of its own.
    const existing = isFreeItem(line) ? -1 : lines.findIndex((ordered) => isAlreadyOrdered([ordered], line));
    if (existing >= 0) {
      notify.info(t('documents.supplierOrder.alreadyOrdered', { name: shownName(line) }));
      setFocus(linePath(kind, existing, 'quantity'));
      return;
    }
    append(line, { focusName: focusLine(lines.length, line) });
  };

  const addCopies = async (chosen: CopiedLine[]) => {
    // Neither what is ordered already nor the same product twice among the chosen lines.
    const fresh: CopiedLine[] = [];
    for (const line of chosen) if (!isAlreadyOrdered([...current(), ...fresh], line)) fresh.push(line);
    const found = await Promise.all(fresh.map(catalogueProduct));
    const lines = fresh.map((line, index) => orderedLineFromDocumentLine(line, found[index]));
    if (lines.length === 0) return;
    append(lines, { focusName: linePath(kind, current().length, 'quantity') });
    const unknown = found.filter((product) => !product).length;
    if (unknown > 0) notify.warning(t('documents.supplierOrder.notInCatalogue', { number: unknown }));
  };

  const rows = fields.map((line, index) => (
    <OrderLine
      key={line.fieldKey}
      index={index}
      readOnly={readOnly}
      asCard={asCards}
      onRemove={() => setRemoving(index)}
    />
  ));
  const columns = orderColumns.filter((column) => column !== 'actions' || !readOnly);

  return (
    <Stack spacing={2} data-testid="supplier-order-tab">
      <AssignedSupplier readOnly={readOnly} />
      <Stack component="section" aria-labelledby={headingId} spacing={1}>
        <LinesHeading id={headingId} title={t('documents.supplierOrder.title')}>
          {readOnly ? null : (
            <>
              <AddButton
                label={t('documents.supplierOrder.addFromDocument')}
                testId="supplier-order-add-copies"
                disabled={documentProducts.length === 0}
                onClick={() => setPicking('copy')}
              />
              <AddButton
                label={t('documents.supplierOrder.addProduct')}
                testId="supplier-order-add-product"
                onClick={() => setPicking('product')}
              />
            </>
          )}
        </LinesHeading>
        {readOnly || documentProducts.length > 0 ? null : (
          <Typography variant="body2" color="text.secondary" data-testid="supplier-order-no-products">
            {t('documents.supplierOrder.noDocumentProducts')}
          </Typography>
        )}
        <LineTable
          kind={kind}
          errorTestId="supplier-order-error"
          headingId={headingId}
          asCards={asCards}
          columns={columns}
          widths={orderColumnWidths}
          minWidth={860}
          columnTitle={(column) => t(`documents.supplierOrder.columns.${column}`)}
          empty={{ text: t('documents.supplierOrder.empty'), testId: 'supplier-order-empty' }}
          rows={rows}
        />
        {fields.length > 0 ? (
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignSelf: { sm: 'flex-end' } }}
            aria-live="polite"
          >
            <Typography variant="subtitle1" fontWeight={700}>
              {t('documents.supplierOrder.total')}
            </Typography>
            <Typography variant="subtitle1" fontWeight={700} dir="ltr" data-testid="supplier-order-total">
              {formatDocumentShekels(supplierOrderTotal(orderedLines))}
            </Typography>
          </Box>
        ) : null}
      </Stack>
      {readOnly ? null : (
        <>
          <CopyProductsDialog
            open={picking === 'copy'}
            products={documentProducts}
            ordered={orderedLines}
            onAdd={addCopies}
            onClose={() => setPicking(null)}
          />
          <DocumentProductPicker
            open={picking === 'product'}
            onClose={() => setPicking(null)}
            onPick={addPicked}
          />
        </>
      )}
      <LineRemoveDialog
        index={removing}
        title={t('documents.supplierOrder.removeTitle')}
        message={t('documents.supplierOrder.removeMessage', {
          name: shownName(orderedLines[removing ?? 0] ?? {}),
          number: (removing ?? 0) + 1,
        })}
        confirmLabel={t('documents.supplierOrder.remove')}
        onRemove={remove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

/** Whom the order goes to: the supplier assigned in the side panel, or a prompt to assign one. */
function AssignedSupplier({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const supplier = useWatch<DocumentInput, 'handleBy.supplier'>({ name: 'handleBy.supplier' });
  if (supplier?.id)
    return (
      <Alert severity="info" icon={false} data-testid="supplier-order-supplier">
        <Typography component="span" variant="body2" color="text.secondary">
          {t('documents.supplierOrder.supplier')}{' '}
        </Typography>
        <Typography component="span" variant="body1" fontWeight={600}>
          {supplier.name || t('documents.unknownUser')}
        </Typography>
      </Alert>
    );
  return (
    <Alert severity="warning" data-testid="supplier-order-no-supplier">
      {readOnly ? t('documents.supplierOrder.noSupplier') : t('documents.supplierOrder.pickSupplier')}
    </Alert>
  );
}

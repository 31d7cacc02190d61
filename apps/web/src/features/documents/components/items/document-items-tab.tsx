import { Box, Divider, Stack, Typography } from '@mui/material';
import { type DocumentInput, documentTotals, documentVatPercent, formatDocumentShekels } from '@tg/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../app/notifications';
import { WorkPicker } from '../../../works/components/work-picker';
import { DocumentProductPicker } from './document-product-picker';
import { AddButton, LinesSection } from './lines-section';
import { fetchFreeItemLine, productLineFor, useInstallers, workLineFor } from './use-line-pickers';

/**
 * The document modal's items tab (spec 2 §2): the products table and the works table, each line's
 * amounts and the grand total in shekels computed live with the domain's rule (the server computes
 * them again on save). Read-only: every input disabled, nothing added or deleted. `vatPercent` is
 * the document's own rate (a saved one keeps the rate it was created at; a new one the business's
 * rate now, ADR 0035); 18 until it is known.
 */
export function DocumentItemsTab({
  readOnly,
  vatPercent,
}: {
  readOnly: boolean;
  vatPercent?: number | null;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const installers = useInstallers({ enabled: !readOnly });
  const [picking, setPicking] = useState<'product' | 'work' | null>(null);
  const [isAddingFree, setAddingFree] = useState(false);

  return (
    <Stack spacing={3} data-testid="doc-items-tab">
      <LinesSection
        kind="products"
        readOnly={readOnly}
        installers={[]}
        actions={(addLine) => (
          <>
            <AddButton
              label={t('document-items.products.add')}
              testId="doc-items-add-product"
              onClick={() => setPicking('product')}
            />
            <AddButton
              label={t('document-items.products.addFree')}
              testId="doc-items-add-free"
              disabled={isAddingFree}
              onClick={() => {
                setAddingFree(true);
                fetchFreeItemLine()
                  .then(addLine)
                  .catch(() => notify.error(t('document-items.products.freeItemError')))
                  .finally(() => setAddingFree(false));
              }}
            />
            <DocumentProductPicker
              open={picking === 'product'}
              onClose={() => setPicking(null)}
              onPick={(product) => addLine(productLineFor(product))}
            />
          </>
        )}
      />
      <LinesSection
        kind="works"
        readOnly={readOnly}
        installers={installers.data ?? []}
        actions={(addLine) => (
          <>
            <AddButton
              label={t('document-items.works.add')}
              testId="doc-items-add-work"
              onClick={() => setPicking('work')}
            />
            <WorkPicker
              open={picking === 'work'}
              onClose={() => setPicking(null)}
              onPick={(work) => addLine(workLineFor(work))}
            />
          </>
        )}
      />
      <DocumentTotalsSummary vatPercent={documentVatPercent(vatPercent)} />
    </Stack>
  );
}

/** Lines sum, VAT at the document's rate (none without VAT) and the total, with two decimals (spec 2 §9). */
function DocumentTotalsSummary({ vatPercent }: { vatPercent: number }) {
  const { t } = useTranslation();
  const [products, works, isDocWithoutVat] = useWatch<
    DocumentInput,
    ['products', 'works', 'isDocWithoutVat']
  >({
    name: ['products', 'works', 'isDocWithoutVat'],
  });
  const totals = documentTotals({ products, works, isDocWithoutVat, vatPercent });
  const row = (key: string, label: string, amount: number, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        component="dt"
        fontWeight={strong ? 700 : undefined}
      >
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        component="dd"
        dir="ltr"
        fontWeight={strong ? 700 : undefined}
        sx={{ margin: 0 }}
        data-testid={`doc-items-${key}`}
      >
        {formatDocumentShekels(amount)}
      </Typography>
    </Box>
  );
  return (
    <Box
      component="section"
      aria-label={t('document-items.totals.title')}
      sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' }, minWidth: { sm: 280 } }}
      data-testid="doc-items-totals"
    >
      <Box
        component="dl"
        sx={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}
        aria-live="polite"
      >
        {row('linesTotal', t('document-items.totals.lines'), totals.linesTotal)}
        {isDocWithoutVat
          ? null
          : row('vat', t('document-items.totals.vat', { rate: vatPercent }), totals.vat)}
        <Divider />
        {row(
          'grandTotal',
          t(isDocWithoutVat ? 'document-items.totals.totalWithoutVat' : 'document-items.totals.total'),
          totals.docTotalPrice,
          true,
        )}
      </Box>
    </Box>
  );
}

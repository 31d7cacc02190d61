import { Box, Stack, TextField, Typography } from '@mui/material';
import { priceBeforeVat, supplierPriceOf } from '@tg/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBusinessDetails } from '../../../business-details';
import type { ProductFormValues } from './product-form-values';
import { ProductTextField } from './product-text-field';

/** The derived prices to the agora, as spec 3 §9 computes them: "₪1,000.00". */
const agorot = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What a typed amount is worth, or nothing while it is not a valid amount. */
function typedAmount(text: string): number | undefined {
  const typed = text.trim();
  if (!typed) return 0;
  return /^\d{1,8}(\.\d{1,2})?$/.test(typed) ? Number(typed) : undefined;
}

/**
 * Price, the two prices that follow it (shown as the price is typed, never typed themselves):
 * supplier 30 % (spec 3 §9) and before VAT, price ÷ (1 + the business's VAT rate) (ADR 0035) —
 * shown once the rate is known — and the purchase price.
 */
export function PricesTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const price = useWatch({ control, name: 'price' });
  const vatPercent = useBusinessDetails().data?.vatPercent;
  const amount = typedAmount(price ?? '');
  const supplierPrice = amount === undefined ? undefined : supplierPriceOf(amount);
  const beforeVat =
    amount === undefined || vatPercent === undefined ? undefined : priceBeforeVat(amount, vatPercent);
  const shown = (value: number | undefined) => (value === undefined ? '' : `₪${agorot.format(value)}`);
  return (
    <Stack spacing={1}>
      <ProductTextField
        name="price"
        isLeftToRight
        inputMode="decimal"
        hint={t('products.dialog.priceHint')}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextField
          size="small"
          label={t('products.fields.supplierPrice')}
          value={shown(supplierPrice)}
          variant="filled"
          helperText={t('products.dialog.supplierPriceHint')}
          slotProps={{
            input: { readOnly: true },
            htmlInput: { dir: 'ltr', 'aria-readonly': true, 'data-testid': 'product-field-supplierPrice' },
          }}
        />
        <TextField
          size="small"
          label={t('products.fields.priceBeforeVat')}
          value={shown(beforeVat)}
          variant="filled"
          helperText={
            vatPercent === undefined ? ' ' : t('products.dialog.priceBeforeVatHint', { vat: vatPercent })
          }
          slotProps={{
            input: { readOnly: true },
            htmlInput: { dir: 'ltr', 'aria-readonly': true, 'data-testid': 'product-field-priceBeforeVat' },
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ paddingBlockEnd: 1 }}>
        {t('products.dialog.derivedNote')}
      </Typography>
      <ProductTextField name="purchasePrice" isLeftToRight inputMode="decimal" />
    </Stack>
  );
}

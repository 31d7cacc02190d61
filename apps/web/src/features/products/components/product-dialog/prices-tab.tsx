import { Box, Stack, TextField, Typography } from '@mui/material';
import { derivedPrices, formatShekels } from '@tg/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductFormValues } from './product-form-values';
import { ProductTextField } from './product-text-field';

/** What a typed amount is worth, or nothing while it is not a valid amount. */
function typedAmount(text: string): number | undefined {
  const typed = text.trim();
  if (!typed) return 0;
  return /^\d{1,8}(\.\d{1,2})?$/.test(typed) ? Number(typed) : undefined;
}

/**
 * Price, the two prices that follow it (spec 3 §9: supplier 30 %, before VAT 83 %, shown as the
 * price is typed and never typed themselves) and the purchase price.
 */
export function PricesTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const price = useWatch({ control, name: 'price' });
  const amount = typedAmount(price ?? '');
  const derived = amount === undefined ? undefined : derivedPrices(amount);
  const shown = (value: number | undefined) => (value === undefined ? '' : formatShekels(value));
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
          value={shown(derived?.supplierPrice)}
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
          value={shown(derived?.priceBeforeVat)}
          variant="filled"
          helperText={t('products.dialog.priceBeforeVatHint')}
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

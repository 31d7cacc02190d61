import { Box, Stack } from '@mui/material';
import { fitListFromText } from '@tg/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FitListField, fitListFields, type ProductFormValues } from './product-form-values';
import { ProductTextField } from './product-text-field';

/**
 * The machines the product fits (spec 3 §3): manufacturer, model, years, and four lists typed as
 * space-separated text, each with a count of the entries it holds (repeats counted once, as saved).
 */
export function AdjustmentsTab() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <ProductTextField name="manufacturer" />
        <ProductTextField name="model" />
      </Box>
      <ProductTextField
        name="years"
        isLeftToRight
        inputMode="numeric"
        hint={t('products.dialog.yearsHint')}
      />
      {fitListFields.map((name) => (
        <FitListInput key={name} name={name} />
      ))}
    </Stack>
  );
}

function FitListInput({ name }: { name: FitListField }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const text = useWatch({ control, name });
  const count = fitListFromText(text ?? '').length;
  return (
    <ProductTextField
      name={name}
      isLeftToRight
      multiline
      minRows={2}
      hint={<span data-testid={`product-count-${name}`}>{t('products.dialog.entries', { count })}</span>}
    />
  );
}

import { Alert, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { specialCatalogNumber } from '@tg/domain';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProductCategories } from '../../api/use-product-categories';
import { categoryLabel } from '../../product-categories';
import { useProductDialog } from './product-dialog-context';
import type { ProductFormValues } from './product-form-values';
import { ProductTextField } from './product-text-field';

/** Category, original part or not, catalogue number and names (spec 3 §2.3, §5). */
export function GeneralTab({ isFetchingNumber }: { isFetchingNumber: boolean }) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const { isReadOnly } = useProductDialog();
  const categories = useProductCategories();
  const category = useController({ control, name: 'category' });
  const isOriginal = useController({ control, name: 'isOriginal' });
  const catalogNumber = useWatch({ control, name: 'catalogNumber' });
  const values = categories.data?.map((entry) => entry.value) ?? [];
  // The product's own category stays listed while the list loads or if it was removed.
  const choices = values.includes(category.field.value) ? values : [category.field.value, ...values];

  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        fullWidth
        label={t('products.fields.category')}
        value={category.field.value}
        onChange={(event) => category.field.onChange(event.target.value)}
        variant={isReadOnly ? 'filled' : 'outlined'}
        helperText=" "
        slotProps={{
          input: { readOnly: isReadOnly },
          htmlInput: { 'data-testid': 'product-field-category' },
        }}
      >
        {choices.map((value) => (
          <MenuItem key={value} value={value}>
            {categoryLabel(t, i18n.language, value, categories.data)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        sx={{ marginBlockEnd: 1 }}
        control={
          <Switch
            checked={isOriginal.field.value}
            onChange={(event) => isOriginal.field.onChange(event.target.checked)}
            disabled={isReadOnly}
            slotProps={{ input: { 'data-testid': 'product-field-isOriginal' } as object }}
          />
        }
        label={t('products.fields.isOriginal')}
      />
      <ProductTextField
        name="catalogNumber"
        required
        isLeftToRight
        hint={
          isFetchingNumber
            ? t('products.dialog.fetchingNumber')
            : isOriginal.field.value
              ? t('products.dialog.originalNumberHint')
              : ' '
        }
      />
      {catalogNumber.trim() === specialCatalogNumber ? (
        <Alert severity="info" data-testid="product-special-item">
          {t('products.dialog.specialItem')}
        </Alert>
      ) : null}
      <ProductTextField name="name" required />
      <ProductTextField name="en_name" isLeftToRight />
    </Stack>
  );
}

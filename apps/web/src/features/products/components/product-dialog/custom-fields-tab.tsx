import { Autocomplete, Box, Chip, Stack, TextField } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProductDialog } from './product-dialog-context';
import { customTextFields, type ProductFormValues } from './product-form-values';
import { ProductTextField } from './product-text-field';

/** Glass details (colour, print, holes...), the variants offered as chips, supplier and delivery time. */
export function CustomFieldsTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const { isReadOnly } = useProductDialog();
  const options = useController({ control, name: 'options' });
  return (
    <Stack spacing={1}>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr 1fr' }, columnGap: 2 }}
      >
        {customTextFields.map((name) => (
          <ProductTextField key={name} name={name} />
        ))}
      </Box>
      <Autocomplete
        multiple
        freeSolo
        options={[] as string[]}
        value={options.field.value}
        readOnly={isReadOnly}
        // Enter adds what was typed; a blank entry is ignored, a repeat kept once.
        onChange={(_event, next) =>
          options.field.onChange([...new Set(next.map((entry) => entry.trim()).filter(Boolean))])
        }
        renderValue={(values, getItemProps) =>
          values.map((option, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={option} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            id={params.id}
            disabled={params.disabled}
            fullWidth={params.fullWidth}
            size="small"
            label={t('products.fields.options')}
            helperText={isReadOnly ? ' ' : t('products.dialog.optionsHint')}
            variant={isReadOnly ? 'filled' : 'outlined'}
            slotProps={{
              htmlInput: { ...params.inputProps, 'data-testid': 'product-field-options' },
              input: params.InputProps,
              inputLabel: params.InputLabelProps,
            }}
          />
        )}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, columnGap: 2 }}>
        <ProductTextField name="supplier.name" label={t('products.fields.supplierName')} />
        <ProductTextField name="supplier.refNumber" label={t('products.fields.supplierRef')} isLeftToRight />
        <ProductTextField name="deliveryTime" />
      </Box>
    </Stack>
  );
}

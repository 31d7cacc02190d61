import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useProductCategories } from '../api/use-product-categories';
import { categoryLabel } from '../product-categories';

interface CategorySelectProps {
  value: string;
  /** The chosen category's value; '' for every category. */
  onChange: (value: string) => void;
  testId: string;
}

/** Narrows a product list to one category, built-in or created; the first option is all of them. */
export function CategorySelect({ value, onChange, testId }: CategorySelectProps) {
  const { t, i18n } = useTranslation();
  const categories = useProductCategories();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={t('products.columns.category')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: 200 } }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId },
      }}
    >
      <option value="">{t('products.temporaryTable.allCategories')}</option>
      {(categories.data ?? []).map((entry) => (
        <option key={entry.value} value={entry.value}>
          {categoryLabel(t, i18n.language, entry.value, categories.data)}
        </option>
      ))}
    </TextField>
  );
}

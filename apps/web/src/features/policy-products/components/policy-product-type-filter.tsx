import { TextField } from '@mui/material';
import { type PolicyProductType, policyProductTypes } from '@tg/domain';
import { useTranslation } from 'react-i18next';

export interface PolicyProductTypeFilterProps {
  /** Undefined shows both types. */
  value: PolicyProductType | undefined;
  onChange: (type: PolicyProductType | undefined) => void;
}

/** All, windows, or lights and mirrors. */
export function PolicyProductTypeFilter({ value, onChange }: PolicyProductTypeFilterProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={t('policy-products.filters.type')}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as PolicyProductType | undefined)}
      sx={{ width: { xs: '100%', sm: 190 } }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': 'policy-products-type-filter' },
      }}
    >
      <option value="">{t('policy-products.filters.allTypes')}</option>
      {policyProductTypes.map((type) => (
        <option key={type} value={type}>
          {t(`policy-products.types.${type}`)}
        </option>
      ))}
    </TextField>
  );
}

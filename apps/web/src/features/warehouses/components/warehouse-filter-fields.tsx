import { MenuItem, TextField, Typography } from '@mui/material';
import { type WarehouseRole, warehouseRoles } from '@tg/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../ui/search-field';
import type { useWarehouseFilters } from './use-warehouse-filters';

/** The toolbar's name and manager searches, the 3-character hint beside them, and the type choice. */
export function WarehouseFilterFields({ filters }: { filters: ReturnType<typeof useWarehouseFilters> }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <>
      <SearchField
        search={filters.name}
        label={t('warehouses.filters.name')}
        testId="warehouses-search-name"
        width={200}
      />
      <SearchField
        search={filters.owner}
        label={t('warehouses.filters.owner')}
        testId="warehouses-search-owner"
        width={200}
      />
      <Typography variant="caption" color="text.secondary" data-testid="warehouses-search-hint">
        {t('warehouses.filters.minLengthHint')}
      </Typography>
      <TextField
        select
        size="small"
        fullWidth={false}
        label={t('warehouses.filters.role')}
        value={filters.role ?? ''}
        onChange={(event) =>
          filters.chooseRole((event.target.value || undefined) as WarehouseRole | undefined)
        }
        sx={{ width: { xs: '100%', sm: 160 } }}
        slotProps={{
          inputLabel: { id: labelId },
          select: { labelId },
          htmlInput: { 'data-testid': 'warehouses-role' },
        }}
      >
        <MenuItem value="">{t('warehouses.filters.allRoles')}</MenuItem>
        {warehouseRoles.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`warehouses.roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

import { Box, MenuItem, TextField } from '@mui/material';
import { mainWarehouseId, type Warehouse, warehouseRoles } from '@tg/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import type { WarehouseForm, WarehouseFormMode } from './use-warehouse-form';

interface WarehouseGeneralFormProps {
  /** The footer's save button submits this form from outside it, by this id. */
  id: string;
  form: WarehouseForm;
  mode: WarehouseFormMode;
  warehouse?: Warehouse;
  onSubmit: () => void;
}

/**
 * The general tab (spec 3 §2.6): number, name, address, type and manager. The main warehouse keeps
 * its number.
 */
export function WarehouseGeneralForm({ id, form, mode, warehouse, onSubmit }: WarehouseGeneralFormProps) {
  const { t } = useTranslation();
  const isView = mode === 'view';

  const text = (
    name: 'id' | 'name' | 'address' | 'owner',
    options: { required?: boolean; ltr?: boolean } = {},
  ) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          // The input takes the ref, so a refused field gets the focus (on the root it would not).
          inputRef={ref}
          label={t(`warehouses.form.${name}`)}
          required={options.required}
          disabled={isView || (name === 'id' && warehouse?.id === mainWarehouseId)}
          error={Boolean(fieldState.error)}
          helperText={
            translateFieldError(t, fieldState.error?.message) ??
            (name === 'id' && warehouse?.id === mainWarehouseId ? t('warehouses.form.mainLocked') : ' ')
          }
          slotProps={{
            htmlInput: { dir: options.ltr ? 'ltr' : undefined, 'data-testid': `warehouse-${name}` },
          }}
        />
      )}
    />
  );

  return (
    <Box
      component="form"
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Dialogs opened from inside (stock items) are portals whose submits bubble here in React.
        event.stopPropagation();
        onSubmit();
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          paddingBlock: 2,
        }}
      >
        {text('id', { required: true, ltr: true })}
        {text('name', { required: true })}
        <Box sx={{ gridColumn: '1 / -1' }}>{text('address')}</Box>
        <Controller
          name="role"
          control={form.control}
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              label={t('warehouses.form.role')}
              disabled={isView}
              helperText=" "
              slotProps={{ htmlInput: { 'data-testid': 'warehouse-role' } }}
            >
              {warehouseRoles.map((role) => (
                <MenuItem key={role} value={role}>
                  {t(`warehouses.roles.${role}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {text('owner')}
      </Box>
    </Box>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CircularProgress, DialogActions, MenuItem, TextField } from '@mui/material';
import {
  mainWarehouseId,
  type ParsedWarehouseInput,
  type Warehouse,
  type WarehouseInput,
  warehouseInputSchema,
  warehouseRoles,
} from '@tg/domain';
import { type RefObject, useEffect, useMemo } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, saveFailureMessage, translateFieldError } from '../../../../app/api-errors';
import { useNotify } from '../../../../app/notifications';
import { hasUnsavedRequest } from '../../../../ui/edit-tracking';
import { useNextWarehouseId, useSaveWarehouse } from '../../api/use-warehouses';

export type WarehouseFormValues = Required<WarehouseInput>;
const fieldOrder = ['id', 'name', 'address', 'role', 'owner'] as const;

export function toFormValues(warehouse?: Warehouse): WarehouseFormValues {
  return {
    id: warehouse?.id ?? '',
    name: warehouse?.name ?? '',
    address: warehouse?.address ?? '',
    role: warehouse?.role ?? 'warehouse',
    owner: warehouse?.owner ?? '',
  };
}

const trimmed = (values: WarehouseFormValues) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));

interface WarehouseGeneralFormProps {
  mode: 'create' | 'edit' | 'view';
  warehouse?: Warehouse;
  onSaved: () => void;
  onCancel: () => void;
  /** Lets the dialog ask "anything to lose?" before closing. */
  isChangedRef: RefObject<() => boolean>;
}

/**
 * The general tab (spec 3 §2.6): number, name, address, type and manager. A new warehouse gets the
 * next free number from the server; save waits for a name and a number and, when editing, for a
 * change. A failed save keeps what was typed and puts the server's messages beside the fields.
 */
export function WarehouseGeneralForm({
  mode,
  warehouse,
  onSaved,
  onCancel,
  isChangedRef,
}: WarehouseGeneralFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const isView = mode === 'view';
  const original = useMemo(() => toFormValues(warehouse), [warehouse]);
  const form = useForm<WarehouseFormValues, unknown, ParsedWarehouseInput>({
    defaultValues: original,
    resolver: zodResolver(warehouseInputSchema) as unknown as Resolver<
      WarehouseFormValues,
      unknown,
      ParsedWarehouseInput
    >,
    mode: 'onTouched',
  });
  const save = useSaveWarehouse();
  const nextId = useNextWarehouseId(mode === 'create');
  const suggestedId = nextId.data?.newId;
  useEffect(() => {
    // The suggestion never replaces a number the person already typed.
    if (suggestedId && !form.getValues('id')) form.setValue('id', suggestedId, { shouldValidate: true });
  }, [suggestedId, form]);

  const values = useWatch({ control: form.control }) as WarehouseFormValues;
  isChangedRef.current = () => {
    if (isView) return false;
    const current = trimmed(form.getValues());
    // A new warehouse's number is the server's suggestion: only what the person typed counts.
    if (mode === 'create') return Boolean(current.name || current.address || current.owner);
    return hasUnsavedRequest(current, trimmed(original));
  };
  const isComplete = Boolean(values.name?.trim() && values.id?.trim());
  const isChanged = mode === 'create' || hasUnsavedRequest(trimmed(values), trimmed(original));
  const isSaving = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (input) => {
    const isCreate = mode === 'create';
    try {
      await save.mutateAsync({ _id: warehouse?._id, input });
      notify.success(t(isCreate ? 'warehouses.notices.created' : 'warehouses.notices.updated'));
      onSaved();
    } catch (error) {
      const { placed, leftover } = applyServerFieldErrors(
        error,
        form.setError,
        form.getValues(),
        'warehouse',
      );
      const first = fieldOrder.find((field) => placed.includes(field));
      if (first) form.setFocus(first);
      notify.error(
        saveFailureMessage(
          t,
          error,
          isCreate ? 'warehouses.notices.createError' : 'warehouses.notices.updateError',
          leftover,
        ),
      );
    }
  });

  const text = (
    name: 'id' | 'name' | 'address' | 'owner',
    options: { required?: boolean; ltr?: boolean } = {},
  ) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
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
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void submit();
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
          render={({ field }) => (
            <TextField
              {...field}
              inputRef={field.ref}
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
      <DialogActions sx={{ paddingInline: 0, gap: 1 }}>
        <Button onClick={onCancel} disabled={isSaving} data-testid="warehouse-cancel">
          {isView ? t('warehouses.dialog.close') : t('warehouses.dialog.cancel')}
        </Button>
        {isView ? null : (
          <Button
            type="submit"
            variant="contained"
            disabled={!isComplete || !isChanged || isSaving}
            startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="warehouse-save"
          >
            {mode === 'create' ? t('warehouses.dialog.create') : t('warehouses.dialog.save')}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}

import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { defaultStockLocation, mainWarehouseId, type StockItem, type Warehouse } from '@tg/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import { saveFailureMessage, translateFieldError } from '../../../../app/api-errors';
import { useNotify } from '../../../../app/notifications';
import { useOpeningCount } from '../../../../ui/use-opening-key';
import { useUpdateStockItem } from '../../api/use-warehouses';
import { quantityLabelKey } from './stock-columns';

export type StockItemDialogMode = 'create' | 'view' | 'edit';

export interface StockItemDialogProps {
  open: boolean;
  mode: StockItemDialogMode;
  warehouse: Warehouse;
  /** The row shown or edited; absent when adding a catalogue number. */
  item?: StockItem;
  /** Staff may switch a shown row to editing. */
  canManage: boolean;
  onClose: () => void;
}

/** A fresh form every opening, while the closing fade still shows the old values. */
export function StockItemDialog(props: StockItemDialogProps) {
  const openings = useOpeningCount(props.open);
  return <StockItemDialogContent key={`${openings}:${props.item?.catalogNumber ?? ''}`} {...props} />;
}

type Field = 'catalogNumber' | 'quantity' | 'minQuantity' | 'location';

/**
 * One stock row (spec 3 §2.7): shown on a double click, edited by staff, or added with a new
 * catalogue number. Saving sends updateProductInWarehouse with the quantity, minimum and shelf.
 */
function StockItemDialogContent({
  open,
  mode: initialMode,
  warehouse,
  item,
  canManage,
  onClose,
}: StockItemDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const [mode, setMode] = useState(initialMode);
  const [values, setValues] = useState<Record<Field, string>>({
    catalogNumber: item?.catalogNumber ?? '',
    quantity: String(item?.quantity ?? 0),
    minQuantity: String(item?.minQuantity ?? 0),
    location: item?.location ?? defaultStockLocation,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useUpdateStockItem();
  const isView = mode === 'view';
  // The main warehouse keeps no minimum or shelf (spec 3 §2.7, §9).
  const isMain = warehouse.id === mainWarehouseId;

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    update.mutate(
      {
        warehouseId: warehouse.id,
        catalogNumber: values.catalogNumber.trim(),
        updates: isMain
          ? { quantity: Number(values.quantity) }
          : {
              quantity: Number(values.quantity),
              minQuantity: Number(values.minQuantity),
              location: values.location.trim(),
            },
      },
      {
        onSuccess: () => {
          notify.success(
            t(mode === 'create' ? 'warehouses.stock.notices.added' : 'warehouses.stock.notices.updated'),
          );
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          const placed: Partial<Record<Field, string>> = {};
          const leftover: string[] = [];
          for (const [path, key] of Object.entries(fields)) {
            const field = path.replace(/^updates\./, '') as Field;
            if (field in values) placed[field] = key;
            else leftover.push(key);
          }
          setErrors(placed);
          notify.error(saveFailureMessage(t, error, 'warehouses.stock.notices.saveError', leftover));
        },
      },
    );
  };

  const isWholeNumber = (value: string, min?: number) =>
    /^-?\d+$/.test(value.trim()) && (min === undefined || Number(value) >= min);
  const isValid =
    values.catalogNumber.trim() !== '' &&
    isWholeNumber(values.quantity) &&
    isWholeNumber(values.minQuantity, 0);

  const field = (
    name: Field,
    label: string,
    options: { ltr?: boolean; numeric?: boolean; disabled?: boolean } = {},
  ) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      disabled={isView || options.disabled}
      required={name === 'catalogNumber'}
      error={Boolean(errors[name])}
      helperText={translateFieldError(t, errors[name]) ?? ' '}
      slotProps={{
        htmlInput: {
          dir: options.ltr ? 'ltr' : undefined,
          inputMode: options.numeric ? 'numeric' : undefined,
          'data-testid': `stock-item-${name}`,
        },
      }}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="stock-item-dialog"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t(`warehouses.stock.dialog.${mode}Title`)}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, paddingBlockStart: 1 }}>
          {item?.name ? (
            <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
              {item.name}
            </Typography>
          ) : null}
          {field('catalogNumber', t('warehouses.stock.columns.catalogNumber'), {
            ltr: true,
            disabled: mode !== 'create',
          })}
          {field('quantity', t(quantityLabelKey(warehouse)), { ltr: true, numeric: true })}
          {isMain
            ? null
            : field('minQuantity', t('warehouses.stock.columns.minQuantity'), { ltr: true, numeric: true })}
          {isMain ? null : field('location', t('warehouses.stock.columns.location'))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending} data-testid="stock-item-close">
            {isView ? t('warehouses.dialog.close') : t('warehouses.dialog.cancel')}
          </Button>
          {isView && canManage ? (
            <Button variant="contained" onClick={() => setMode('edit')} data-testid="stock-item-edit">
              {t('warehouses.stock.dialog.edit')}
            </Button>
          ) : null}
          {isView ? null : (
            <Button
              type="submit"
              variant="contained"
              disabled={!isValid || update.isPending}
              startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="stock-item-save"
            >
              {t('warehouses.dialog.save')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

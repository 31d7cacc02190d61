import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { validationMessages } from '@tg/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { saveFailureMessage, translateFieldError } from '../../../app/api-errors';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import {
  type TransferResult,
  useProductDetails,
  useSourceItems,
  useTransferStock,
  useWarehouseChoices,
} from '../api/use-stock-transfer';

type Field = 'fromWarehouseId' | 'toWarehouseId' | 'catalogNumber' | 'quantity' | 'note';
const empty: Record<Field, string> = {
  fromWarehouseId: '',
  toWarehouseId: '',
  catalogNumber: '',
  quantity: '1',
  note: '',
};

/**
 * Moves stock between two warehouses (ADR 0012): source, target, a catalogue number picked from the
 * source's stock, a quantity and a note. Before sending it shows both quantities now and after; when
 * the source would go below zero the server refuses (409) and the person may confirm to move anyway.
 * A transfer done clears the form (and with it the preview) and says what moved; a refused one
 * keeps what was typed.
 */
export function TransferForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [values, setValues] = useState(empty);
  const [itemInput, setItemInput] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isNegativeConfirmOpen, setNegativeConfirmOpen] = useState(false);
  const [result, setResult] = useState<TransferResult | null>(null);
  const warehouses = useWarehouseChoices();
  const items = useSourceItems(values.fromWarehouseId, itemInput);
  const details = useProductDetails(values.catalogNumber);
  const transfer = useTransferStock();

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const quantity = Number(values.quantity);
  const isQuantityValid = /^\d+$/.test(values.quantity) && quantity >= 1;
  const isSame = Boolean(values.fromWarehouseId) && values.fromWarehouseId === values.toWarehouseId;
  const isComplete =
    Boolean(values.fromWarehouseId && values.toWarehouseId && values.catalogNumber) &&
    isQuantityValid &&
    !isSame;
  const quantityIn = (warehouseId: string) =>
    details.data?.warehouses.find((row) => row.warehouseId === warehouseId)?.quantity ?? 0;
  const nameOf = (warehouseId: string) =>
    warehouses.data?.warehouses.find((warehouse) => warehouse.id === warehouseId)?.name ?? warehouseId;

  const send = (allowNegative: boolean) => {
    setResult(null);
    transfer.mutate(
      {
        fromWarehouseId: values.fromWarehouseId,
        toWarehouseId: values.toWarehouseId,
        catalogNumber: values.catalogNumber,
        quantity,
        note: values.note.trim(),
        allowNegative,
      },
      {
        onSuccess: (answer) => {
          setNegativeConfirmOpen(false);
          setResult(answer);
          // Done: the form starts afresh, so the preview of this transfer leaves with it.
          setValues(empty);
          setItemInput('');
          setErrors({});
          notify.success(t('stock-transfer.notices.done'));
        },
        onError: (error) => {
          setNegativeConfirmOpen(false);
          const fields = error instanceof ApiError ? error.fields : {};
          if (
            error instanceof ApiError &&
            error.status === 409 &&
            fields.quantity === validationMessages.insufficientStock &&
            !allowNegative
          ) {
            setNegativeConfirmOpen(true);
            return;
          }
          const placed: Partial<Record<Field, string>> = {};
          const leftover: string[] = [];
          for (const [path, key] of Object.entries(fields)) {
            if (path in empty) placed[path as Field] = key;
            else leftover.push(key);
          }
          setErrors(placed);
          notify.error(saveFailureMessage(t, error, 'stock-transfer.notices.error', leftover));
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isComplete && !transfer.isPending) send(false);
  };

  const warehouseSelect = (field: 'fromWarehouseId' | 'toWarehouseId') => (
    <TextField
      select
      label={t(`stock-transfer.form.${field}`)}
      value={values[field]}
      onChange={(event) => {
        set(field, event.target.value);
        if (field === 'fromWarehouseId') {
          set('catalogNumber', '');
          setItemInput('');
        }
      }}
      required
      error={Boolean(errors[field]) || (field === 'toWarehouseId' && isSame)}
      helperText={
        translateFieldError(t, errors[field]) ??
        (field === 'toWarehouseId' && isSame ? t('validation.sameWarehouse') : ' ')
      }
      slotProps={{ htmlInput: { 'data-testid': `transfer-${field}` } }}
    >
      {(warehouses.data?.warehouses ?? []).map((warehouse) => (
        <MenuItem key={warehouse._id} value={warehouse.id}>
          {t('stock-transfer.form.warehouseOption', { number: warehouse.id, name: warehouse.name })}
        </MenuItem>
      ))}
    </TextField>
  );

  const hasBoth = Boolean(values.catalogNumber && values.fromWarehouseId && values.toWarehouseId && !isSame);
  const fromNow = quantityIn(values.fromWarehouseId);
  const toNow = quantityIn(values.toWarehouseId);

  return (
    <Paper variant="outlined" sx={{ padding: { xs: 1.5, sm: 2.5 } }}>
      <Box component="form" noValidate onSubmit={submit} aria-busy={transfer.isPending}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {warehouseSelect('fromWarehouseId')}
          {warehouseSelect('toWarehouseId')}
          <Autocomplete
            options={items.data?.products ?? []}
            getOptionLabel={(item) =>
              item.name ? `${item.catalogNumber} — ${item.name}` : item.catalogNumber
            }
            isOptionEqualToValue={(option, value) => option.catalogNumber === value.catalogNumber}
            filterOptions={(options) => options}
            value={items.data?.products.find((item) => item.catalogNumber === values.catalogNumber) ?? null}
            inputValue={itemInput}
            onInputChange={(_event, next) => setItemInput(next)}
            onChange={(_event, item) => set('catalogNumber', item?.catalogNumber ?? '')}
            disabled={!values.fromWarehouseId}
            loading={items.isFetching}
            noOptionsText={
              itemInput.trim().length < 3
                ? t('stock-transfer.form.typeThree')
                : t('stock-transfer.form.noItems')
            }
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label={t('stock-transfer.form.catalogNumber')}
                error={Boolean(errors.catalogNumber)}
                helperText={
                  translateFieldError(t, errors.catalogNumber) ?? t('stock-transfer.form.typeThree')
                }
                slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'transfer-catalogNumber' } }}
              />
            )}
          />
          <TextField
            label={t('stock-transfer.form.quantity')}
            value={values.quantity}
            onChange={(event) => set('quantity', event.target.value.replace(/\D/g, ''))}
            required
            error={Boolean(errors.quantity) || !isQuantityValid}
            helperText={
              translateFieldError(
                t,
                errors.quantity ?? (isQuantityValid ? undefined : 'validation.positiveQuantity'),
              ) ?? ' '
            }
            slotProps={{
              htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'transfer-quantity' },
            }}
          />
          <TextField
            label={t('stock-transfer.form.note')}
            value={values.note}
            onChange={(event) => set('note', event.target.value)}
            multiline
            minRows={2}
            error={Boolean(errors.note)}
            helperText={translateFieldError(t, errors.note) ?? ' '}
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'transfer-note' } }}
          />
        </Box>
        {hasBoth && details.data ? (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              gap: 1,
              marginBlock: 1,
            }}
            aria-live="polite"
            data-testid="transfer-preview"
          >
            <Typography variant="body2">
              {t('stock-transfer.preview.line', {
                name: nameOf(values.fromWarehouseId),
                now: fromNow,
                after: fromNow - (isQuantityValid ? quantity : 0),
              })}
            </Typography>
            <Typography variant="body2">
              {t('stock-transfer.preview.line', {
                name: nameOf(values.toWarehouseId),
                now: toNow,
                after: toNow + (isQuantityValid ? quantity : 0),
              })}
            </Typography>
          </Box>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          disabled={!isComplete || transfer.isPending}
          startIcon={transfer.isPending ? <CircularProgress size={16} color="inherit" /> : <SwapHorizIcon />}
          data-testid="transfer-submit"
        >
          {transfer.isPending ? t('stock-transfer.form.moving') : t('stock-transfer.form.submit')}
        </Button>
      </Box>
      {result ? (
        <Alert severity="success" sx={{ marginBlockStart: 2 }} data-testid="transfer-result">
          {t('stock-transfer.result', {
            catalogNumber: result.transfer.catalogNumber,
            from: nameOf(result.from.warehouseId),
            fromQuantity: result.from.quantity,
            to: nameOf(result.to.warehouseId),
            toQuantity: result.to.quantity,
          })}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={isNegativeConfirmOpen}
        destructive
        isPending={transfer.isPending}
        title={t('stock-transfer.negative.title')}
        message={t('stock-transfer.negative.message', { name: nameOf(values.fromWarehouseId) })}
        confirmLabel={t('stock-transfer.negative.confirm')}
        onConfirm={() => send(true)}
        onCancel={() => setNegativeConfirmOpen(false)}
      />
    </Paper>
  );
}

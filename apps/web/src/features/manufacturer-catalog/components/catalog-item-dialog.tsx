import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { createCatalogItemSchema } from '@tg/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../app/api-client';
import { describeError, translateFieldError } from '../../../app/api-errors';
import { muiField } from '../../../app/form-fields';
import { useNotify } from '../../../app/notifications';
import { useCreateCatalogItem } from '../api/use-manufacturer-catalog';

/** What the dialog adds: a manufacturer, a model of `machine`, or a sub-model of `machine`'s `model`. */
export type CatalogItemLevel = 'manufacturer' | 'model' | 'subModel';

export interface CatalogItemDialogProps {
  open: boolean;
  level: CatalogItemLevel;
  /** The manufacturer a model or sub-model goes under. */
  machine?: string;
  /** The model a sub-model goes under. */
  model?: string;
  onClose: () => void;
  onCreated?: (name: string) => void;
}

/** The one field follows the domain's rule for a catalogue name. */
const formSchema = z.object({ name: createCatalogItemSchema.shape.machine });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The new-manufacturer dialog, also used by "add model" and "add sub-model" in the details. */
export function CatalogItemDialog(props: CatalogItemDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      fullScreen={isPhone}
      data-testid="catalog-item-dialog"
    >
      <DialogTitle id={titleId}>{t(`manufacturer-catalog.itemDialog.title.${props.level}`)}</DialogTitle>
      {/* Mounted only while open, so each opening starts with an empty field. */}
      {props.open ? <ItemForm {...props} /> : null}
    </Dialog>
  );
}

function ItemForm({ level, machine = '', model = '', onClose, onCreated }: CatalogItemDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateCatalogItem();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '' },
    mode: 'onTouched',
  });
  // The server names the field by its place in the request.
  const serverField = level === 'manufacturer' ? 'machine' : level;

  const submit = handleSubmit(async ({ name }) => {
    const input =
      level === 'manufacturer'
        ? { machine: name }
        : level === 'model'
          ? { machine, model: name }
          : { machine, model, subModel: name };
    try {
      await create.mutateAsync(input);
      notify.success(t(`manufacturer-catalog.itemDialog.created.${level}`, { name }));
      onCreated?.(name);
      onClose();
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fields[serverField] : undefined;
      if (fieldMessage) setError('name', { type: 'server', message: fieldMessage });
      else if (error instanceof ApiError && error.status === 404)
        notify.error(t('manufacturer-catalog.itemDialog.parentMissing'));
      else notify.error(describeError(t, error, 'manufacturer-catalog.itemDialog.createError'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent>
        {level !== 'manufacturer' ? (
          <DialogContentText sx={{ marginBlockEnd: 1.5 }}>
            {level === 'model'
              ? t('manufacturer-catalog.itemDialog.underManufacturer', { machine })
              : t('manufacturer-catalog.itemDialog.underModel', { machine, model })}
          </DialogContentText>
        ) : null}
        <TextField
          {...muiField(register('name'))}
          label={t(`manufacturer-catalog.itemDialog.name.${level}`)}
          required
          autoFocus
          fullWidth
          error={Boolean(errors.name)}
          helperText={translateFieldError(t, errors.name?.message) ?? ' '}
          slotProps={{
            htmlInput: { 'data-testid': 'catalog-item-name', maxLength: 100, autoComplete: 'off' },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          {t('manufacturer-catalog.actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={16} /> : undefined}
          data-testid="catalog-item-save"
        >
          {t('manufacturer-catalog.actions.add')}
        </Button>
      </DialogActions>
    </Box>
  );
}

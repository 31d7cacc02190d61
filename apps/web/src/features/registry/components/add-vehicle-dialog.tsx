import { zodResolver } from '@hookform/resolvers/zod';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  CircularProgress,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  type ParsedRegistryItemInput,
  type RegistryCategory,
  type RegistryItem,
  type RegistryItemInput,
  registryCategories,
  registryItemInputSchema,
} from '@tg/domain';
import { useId, useMemo, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { translateFieldError, withoutFieldPrefix } from '../../../app/api-errors';
import { muiField } from '../../../app/form-fields';
import { useNotify } from '../../../app/notifications';
import { useCreateRegistryItem } from '../api/use-registry';
import { detailFieldsOf, fieldLabelKey, isLeftToRightField, typeNameField } from '../registry-fields';

/** The add-vehicle dialog's names for the common fields (spec 2 §2) and the registry's names for them. */
export const vehicleFieldNames = {
  tractorNumber: 'mispar_rechev',
  vinNumber: 'mispar_shilda',
  machine: 'tozeret_nm',
  model: 'degem_nm',
  year: 'shnat_yitzur',
} as const;
export type VehicleField = keyof typeof vehicleFieldNames;
const vehicleFields = Object.keys(vehicleFieldNames) as VehicleField[];

/** What a caller may fill in beforehand, for example from a vehicle search that found nothing. */
export interface AddVehicleInitialValues {
  category?: RegistryCategory;
  vinNumber?: string;
  tractorNumber?: string;
  machine?: string;
  model?: string;
  year?: string;
}

export interface AddVehicleDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the created record, before the dialog closes. */
  onAdded: (item: RegistryItem) => void;
  initial?: AddVehicleInitialValues;
}

type AddVehicleValues = Record<VehicleField, string> & {
  category: RegistryCategory;
  sug_tzama_nm: string;
  /** Own fields of every category, so switching type and back keeps what was typed. */
  details: Record<string, string>;
};

function defaultsFrom(initial: AddVehicleInitialValues | undefined): AddVehicleValues {
  const details: Record<string, string> = {};
  for (const category of registryCategories) {
    for (const name of detailFieldsOf(category)) details[name] = '';
  }
  return {
    category: initial?.category ?? 'braidTools',
    tractorNumber: initial?.tractorNumber ?? '',
    vinNumber: initial?.vinNumber ?? '',
    machine: initial?.machine ?? '',
    model: initial?.model ?? '',
    year: initial?.year ?? '',
    sug_tzama_nm: '',
    details,
  };
}

/** The request's `item`: the registry's names, and only the chosen type's own fields. */
export function toVehicleInput(values: AddVehicleValues): RegistryItemInput {
  const details: Record<string, string> = {};
  for (const name of detailFieldsOf(values.category)) {
    const value = (values.details[name] ?? '').trim();
    if (value) details[name] = value;
  }
  return {
    mispar_rechev: values.tractorNumber,
    mispar_shilda: values.vinNumber,
    tozeret_nm: values.machine,
    degem_nm: values.model,
    shnat_yitzur: values.year.trim(),
    sug_tzama_nm: values[typeNameField],
    details,
    files: [],
  };
}

const formNameOf: Record<string, string> = Object.fromEntries(
  Object.entries(vehicleFieldNames).map(([formName, registryName]) => [registryName, formName]),
);

/** A registry path (`mispar_rechev`, `details.koah_sus`) as this form names it (`tractorNumber`). */
export function toFormPath(path: string): string {
  return formNameOf[path] ?? path;
}

/** The domain schema decides, as on the server; its error paths are renamed to this form's. */
const resolver: Resolver<AddVehicleValues, unknown, ParsedRegistryItemInput> = async (
  values,
  context,
  options,
) => {
  const resolve = zodResolver(registryItemInputSchema) as unknown as Resolver<
    RegistryItemInput,
    unknown,
    ParsedRegistryItemInput
  >;
  // The form's field refs are named differently; react-hook-form finds them by the renamed paths.
  const result = await resolve(toVehicleInput(values), context, {
    ...options,
    fields: {},
    names: undefined,
  } as never);
  if (Object.keys(result.errors).length === 0) {
    return { values: result.values as ParsedRegistryItemInput, errors: {} };
  }
  const errors: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(result.errors as Record<string, unknown>)) {
    errors[toFormPath(path)] = error;
  }
  return { values: {}, errors: errors as FieldErrors<AddVehicleValues> };
};

/**
 * Adds a machine missing from the registry (spec 2 §2): its type (agricultural, vehicle,
 * industrial), the five common fields, and the type's own fields under "more details". The server
 * records it as a manual entry (createdByGov false). Used by the registry page and, later, by the
 * service-call wizard and documents when a vehicle search finds nothing.
 */
export function AddVehicleDialog({ open, onClose, onAdded, initial }: AddVehicleDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      // A stray tap outside must not throw away a half-filled form; Esc and "exit" still close it.
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      scroll="paper"
      data-testid="add-vehicle-dialog"
    >
      <DialogTitle id={titleId}>{t('registry.addVehicle.title')}</DialogTitle>
      {/* The dialog unmounts its content once closed, so every opening starts from `initial`. */}
      <AddVehicleForm onClose={onClose} onAdded={onAdded} initial={initial} />
    </Dialog>
  );
}

function AddVehicleForm({ onClose, onAdded, initial }: Omit<AddVehicleDialogProps, 'open'>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateRegistryItem();
  const [isMoreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const defaults = useMemo(() => defaultsFrom(initial), [initial]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AddVehicleValues, unknown, ParsedRegistryItemInput>({
    resolver,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const category = useWatch({ control, name: 'category' });

  const submit = handleSubmit(
    async (item) => {
      try {
        const created = await create.mutateAsync({ category, item });
        notify.success(t('registry.addVehicle.notices.added'));
        onAdded(created);
        onClose();
      } catch (error) {
        const placed: string[] = [];
        if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
          const renamed = withoutFieldPrefix(error, 'item');
          for (const [path, message] of Object.entries(renamed.fields)) {
            const formPath = toFormPath(path);
            if (
              formPath in vehicleFieldNames ||
              formPath.startsWith('details.') ||
              formPath === typeNameField
            ) {
              setError(formPath as never, { type: 'server', message });
              placed.push(formPath);
            }
          }
        }
        const [first] = placed;
        if (first) {
          if (first.startsWith('details.') || first === typeNameField) setMoreOpen(true);
          setTimeout(() => setFocus(first as never), 0);
        }
        const isDuplicate = error instanceof ApiError && error.status === 409;
        notify.error(
          isDuplicate
            ? `${t('registry.addVehicle.notices.addError')}. ${t('registry.notices.exists')}`
            : t('registry.addVehicle.notices.addError'),
        );
      }
    },
    (invalid) => {
      notify.error(t('registry.addVehicle.notices.fillRequired'));
      // An error among the extra fields opens them.
      if (invalid.details || invalid.sug_tzama_nm) setMoreOpen(true);
    },
  );

  const errorText = (message: string | undefined) => translateFieldError(t, message);
  const commonField = (name: VehicleField) => {
    const registryName = vehicleFieldNames[name];
    const error = errorText(errors[name]?.message);
    const isLtr = isLeftToRightField(registryName);
    return (
      <TextField
        key={name}
        {...muiField(register(name))}
        label={t(fieldLabelKey(registryName))}
        required
        fullWidth
        size="small"
        autoFocus={name === 'tractorNumber'}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{
          htmlInput: {
            'data-testid': `add-vehicle-field-${name}`,
            dir: isLtr ? 'ltr' : undefined,
            inputMode: name === 'year' ? 'numeric' : undefined,
            maxLength: name === 'year' ? 4 : undefined,
            autoComplete: 'off',
            spellCheck: isLtr ? false : undefined,
          },
        }}
      />
    );
  };
  const extraField = (name: string) => {
    const path = name === typeNameField ? typeNameField : `details.${name}`;
    const error = errorText(
      name === typeNameField ? errors.sug_tzama_nm?.message : errors.details?.[name]?.message,
    );
    const isLtr = isLeftToRightField(name);
    return (
      <TextField
        key={`${category}:${name}`}
        {...muiField(register(path as never))}
        label={t(fieldLabelKey(name))}
        fullWidth
        size="small"
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{
          htmlInput: {
            'data-testid': `add-vehicle-field-${name}`,
            dir: isLtr ? 'ltr' : undefined,
            autoComplete: 'off',
          },
        }}
      />
    );
  };

  const grid = {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
    columnGap: 2,
    rowGap: 0.5,
  } as const;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <FormControl component="fieldset" sx={{ marginBlockEnd: 1 }}>
              <FormLabel component="legend">{t('registry.addVehicle.type')}</FormLabel>
              <RadioGroup
                row
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {registryCategories.map((option) => (
                  <FormControlLabel
                    key={option}
                    value={option}
                    control={
                      <Radio
                        slotProps={{ input: { 'data-testid': `add-vehicle-type-${option}` } as object }}
                      />
                    }
                    label={t(`registry.addVehicle.types.${option}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <Box sx={{ ...grid, paddingBlockStart: 1 }}>{vehicleFields.map(commonField)}</Box>
        <Button
          size="small"
          onClick={() => setMoreOpen((current) => !current)}
          aria-expanded={isMoreOpen}
          aria-controls={moreId}
          endIcon={isMoreOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          data-testid="add-vehicle-more"
        >
          {t('registry.addVehicle.moreDetails')}
        </Button>
        <Collapse in={isMoreOpen} id={moreId}>
          <Box sx={{ ...grid, paddingBlockStart: 1.5 }}>
            {[typeNameField, ...detailFieldsOf(category)].map(extraField)}
          </Box>
        </Collapse>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting} data-testid="add-vehicle-exit">
          {t('registry.addVehicle.exit')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="add-vehicle-submit"
        >
          {t('registry.addVehicle.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  CircularProgress,
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
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  defaultCountry,
  type MachineInput,
  type User,
  type UserInformationInput,
  type UserType,
  userInformationInputSchema,
  userTypes,
} from '@tg/domain';
import { useId } from 'react';
import { Controller, type FieldError, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../app/api-client';
import { applyFieldErrors, translateFieldError, withoutFieldPrefix } from '../../../app/api-errors';
import { muiField } from '../../../app/form-fields';
import { useNotify } from '../../../app/notifications';
import { useCreateUser } from '../api/use-users';

/** The user information of spec 1 §5 (the domain schema, which also normalises the phone) plus the type. */
const addCustomerFormSchema = z.object({
  userType: z.enum(userTypes),
  userInformation: userInformationInputSchema,
});
type AddCustomerFormInput = z.input<typeof addCustomerFormSchema>;
type AddCustomerFormOutput = z.output<typeof addCustomerFormSchema>;

/** What a caller may fill in beforehand, for example after a vehicle lookup. */
export interface AddCustomerInitialValues {
  userType?: UserType;
  userInformation?: Partial<UserInformationInput>;
  /** Vehicles to attach to the new customer; shown, not editable here. */
  machines?: MachineInput[];
}

export interface AddCustomerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the created customer, before the dialog closes. */
  onAdded: (user: User) => void;
  initial?: AddCustomerInitialValues;
}

const informationFields = [
  'name',
  'userId',
  'phoneNumber',
  'email',
  'address',
  'city',
  'postalCode',
  'country',
] as const;
type InformationField = (typeof informationFields)[number];

const formFields: readonly Path<AddCustomerFormInput>[] = [
  'userType',
  ...informationFields.map((field) => `userInformation.${field}` as const),
];

function defaultsFrom(initial: AddCustomerInitialValues | undefined): AddCustomerFormInput {
  const information = initial?.userInformation ?? {};
  return {
    userType: initial?.userType ?? 'individual',
    userInformation: {
      name: information.name ?? '',
      userId: information.userId ?? '',
      phoneNumber: information.phoneNumber ?? '',
      email: information.email ?? '',
      address: information.address ?? '',
      city: information.city ?? '',
      postalCode: information.postalCode ?? '',
      country: information.country || defaultCountry,
    },
  };
}

/**
 * Adds a customer (spec 1 §2, §5): type, name, ID or company number, phone, email, address, city,
 * postal code and country. The new customer joins the caller's group on the server. What was typed
 * stays when a save fails; answers naming fields are shown on those fields.
 */
export function AddCustomerDialog({ open, onClose, onAdded, initial }: AddCustomerDialogProps) {
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
      data-testid="add-customer-dialog"
    >
      <DialogTitle id={titleId}>{t('customers.addDialog.title')}</DialogTitle>
      {/* The dialog unmounts its content once closed, so every opening starts from `initial`. */}
      <AddCustomerForm onClose={onClose} onAdded={onAdded} initial={initial} />
    </Dialog>
  );
}

function AddCustomerForm({ onClose, onAdded, initial }: Omit<AddCustomerDialogProps, 'open'>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateUser();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AddCustomerFormInput, unknown, AddCustomerFormOutput>({
    resolver: zodResolver(addCustomerFormSchema),
    defaultValues: defaultsFrom(initial),
    mode: 'onTouched',
  });
  const isBusiness = watch('userType') === 'business';
  const machines = initial?.machines ?? [];

  const submit = handleSubmit(
    async (values) => {
      try {
        const user = await create.mutateAsync({
          role: 'customer',
          user: { userType: values.userType, userInformation: values.userInformation, machines },
        });
        notify.success(t('customers.addDialog.notices.added'));
        onAdded(user);
        onClose();
      } catch (error) {
        const isFieldAnswer =
          error instanceof ApiError &&
          (error.status === 400 || error.status === 409) &&
          Object.keys(error.fields).length > 0;
        if (!isFieldAnswer) {
          notify.error(t('customers.addDialog.notices.addError'));
          return;
        }
        const translated = withoutFieldPrefix(error, 'user');
        const unplaced = applyFieldErrors(translated, setError, formFields);
        const firstPlaced = formFields.find((field) => field in translated.fields);
        if (firstPlaced) setFocus(firstPlaced);
        // A field this form does not show (a vehicle of `initial`) cannot be fixed here.
        if (unplaced.length > 0) notify.error(t('customers.addDialog.notices.addError'));
      }
    },
    () => notify.error(t('customers.addDialog.notices.fixErrors')),
  );

  const fieldError = (field: InformationField): FieldError | undefined => errors.userInformation?.[field];
  const errorProps = (field: InformationField, hint?: string) => {
    const error = fieldError(field);
    return {
      error: Boolean(error),
      // A blank helper keeps the field's height when an error appears or goes.
      helperText: translateFieldError(t, error?.message) ?? hint ?? ' ',
    };
  };
  const textField = (
    field: InformationField,
    label: string,
    options: {
      required?: boolean;
      hint?: string;
      ltr?: boolean;
      inputMode?: 'text' | 'tel' | 'email' | 'numeric';
      autoComplete?: string;
      autoFocus?: boolean;
    } = {},
  ) => (
    <TextField
      {...muiField(register(`userInformation.${field}`))}
      label={label}
      required={options.required}
      autoFocus={options.autoFocus}
      fullWidth
      {...errorProps(field, options.hint)}
      slotProps={{
        htmlInput: {
          'data-testid': `add-customer-${field}`,
          dir: options.ltr ? 'ltr' : undefined,
          inputMode: options.inputMode,
          autoComplete: options.autoComplete ?? 'off',
          spellCheck: options.ltr ? false : undefined,
        },
      }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Controller
          control={control}
          name="userType"
          render={({ field }) => (
            <FormControl component="fieldset" sx={{ marginBlockEnd: 1 }}>
              <FormLabel component="legend">{t('customers.addDialog.type.label')}</FormLabel>
              <RadioGroup
                row
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {userTypes.map((type) => (
                  <FormControlLabel
                    key={type}
                    value={type}
                    control={
                      <Radio
                        slotProps={{ input: { 'data-testid': `add-customer-type-${type}` } as object }}
                      />
                    }
                    label={t(`customers.userTypes.${type}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 2,
            rowGap: 0.5,
            paddingBlockStart: 1,
          }}
        >
          {textField(
            'name',
            isBusiness ? t('customers.addDialog.fields.companyName') : t('customers.addDialog.fields.name'),
            { required: true, autoFocus: true },
          )}
          {textField(
            'userId',
            isBusiness
              ? t('customers.addDialog.fields.companyNumber')
              : t('customers.addDialog.fields.userId'),
            { required: true, ltr: true, inputMode: 'numeric', hint: t('customers.addDialog.hints.userId') },
          )}
          {textField('phoneNumber', t('customers.addDialog.fields.phoneNumber'), {
            required: true,
            ltr: true,
            inputMode: 'tel',
            hint: t('customers.addDialog.hints.phoneNumber'),
          })}
          {textField('email', t('customers.addDialog.fields.email'), { ltr: true, inputMode: 'email' })}
          {textField('address', t('customers.addDialog.fields.address'))}
          {textField('city', t('customers.addDialog.fields.city'))}
          {textField('postalCode', t('customers.addDialog.fields.postalCode'), {
            ltr: true,
            inputMode: 'numeric',
          })}
          {textField('country', t('customers.addDialog.fields.country'))}
        </Box>
        {machines.length > 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="add-customer-machines">
            {t('customers.addDialog.machines', {
              vehicles: machines
                .map((machine) => [machine.tractorNumber, machine.vinNumber].filter(Boolean).join(' / '))
                .map((text) => `\u2068${text}\u2069`)
                .join(', '),
            })}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting} data-testid="add-customer-exit">
          {t('customers.addDialog.exit')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="add-customer-submit"
        >
          {t('customers.addDialog.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}

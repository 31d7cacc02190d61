import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { type Insured, userTypes } from '@tg/domain';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../app/api-errors';
import { muiField } from '../../../app/form-fields';
import type { InsuredFormValues } from '../insured-form-values';

type EditableField = Exclude<keyof InsuredFormValues, 'userType' | 'additionalInfo'>;

interface FieldOptions {
  required?: boolean;
  ltr?: boolean;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  autoComplete?: string;
  hint?: string;
}

export interface InsuredFieldsProps {
  form: UseFormReturn<InsuredFormValues, unknown, Insured>;
  /** Test hooks are `<testIdPrefix>-<field>`. */
  testIdPrefix: string;
  /** The individual/business choice; the edit dialog keeps the type the subscription has. */
  showTypeChoice?: boolean;
  autoFocus?: boolean;
  /** Shown but not editable: an approved subscription's insured is changed by the office only. */
  disabled?: boolean;
}

/**
 * The insured's fields (spec 1 §2): ID or company number, full or company name, address, phone,
 * email, city, postal code and country, with the domain schema's messages under them.
 */
export function InsuredFields({
  form,
  testIdPrefix,
  showTypeChoice = false,
  autoFocus = false,
  disabled = false,
}: InsuredFieldsProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const isBusiness = useWatch({ control, name: 'userType' }) === 'business';

  const field = (name: EditableField, label: string, options: FieldOptions = {}, focus = false) => {
    const message = translateFieldError(t, errors[name]?.message);
    return (
      <TextField
        {...muiField(register(name))}
        label={label}
        required={options.required}
        disabled={disabled}
        autoFocus={focus}
        fullWidth
        size="small"
        error={Boolean(message)}
        // A blank helper keeps the field's height when an error appears or goes.
        helperText={message ?? options.hint ?? ' '}
        slotProps={{
          htmlInput: {
            'data-testid': `${testIdPrefix}-${name}`,
            dir: options.ltr ? 'ltr' : undefined,
            inputMode: options.inputMode,
            autoComplete: options.autoComplete ?? 'off',
            spellCheck: options.ltr ? false : undefined,
          },
        }}
      />
    );
  };

  return (
    <Box>
      {showTypeChoice ? (
        <Controller
          control={control}
          name="userType"
          render={({ field: typeField }) => (
            <FormControl component="fieldset" sx={{ marginBlockEnd: 1 }}>
              <FormLabel component="legend">{t('agent-policies.fields.userType')}</FormLabel>
              <RadioGroup
                row
                name={typeField.name}
                value={typeField.value}
                onChange={(event) => typeField.onChange(event.target.value)}
              >
                {userTypes.map((type) => (
                  <FormControlLabel
                    key={type}
                    value={type}
                    disabled={disabled}
                    control={
                      <Radio
                        slotProps={{ input: { 'data-testid': `${testIdPrefix}-type-${type}` } as object }}
                      />
                    }
                    label={t(`agent-policies.userTypes.${type}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          paddingBlockStart: 1,
        }}
      >
        {field(
          'userId',
          isBusiness ? t('agent-policies.fields.companyNumber') : t('agent-policies.fields.userId'),
          { required: true, ltr: true, inputMode: 'numeric', hint: t('agent-policies.hints.userId') },
          autoFocus,
        )}
        {field(
          'name',
          isBusiness ? t('agent-policies.fields.companyName') : t('agent-policies.fields.fullName'),
          {
            required: true,
          },
        )}
        {field('phoneNumber', t('agent-policies.fields.phoneNumber'), {
          required: true,
          ltr: true,
          inputMode: 'tel',
          hint: t('agent-policies.hints.phoneNumber'),
        })}
        {field('email', t('agent-policies.fields.email'), { required: true, ltr: true, inputMode: 'email' })}
        {field('address', t('agent-policies.fields.address'))}
        {field('city', t('agent-policies.fields.city'))}
        {field('postalCode', t('agent-policies.fields.postalCode'), { ltr: true, inputMode: 'numeric' })}
        {field('country', t('agent-policies.fields.country'))}
      </Box>
    </Box>
  );
}

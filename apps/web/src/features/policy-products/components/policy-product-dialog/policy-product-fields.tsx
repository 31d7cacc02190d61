import { InputAdornment, TextField } from '@mui/material';
import { policyProductTypes } from '@tg/domain';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import type { PolicyProductFormValues } from './policy-product-form-values';

type FieldName = 'policyName' | 'policyType' | 'policyPrice' | 'deductible' | 'type';

interface FieldProps {
  name: FieldName;
  required?: boolean;
  autoFocus?: boolean;
}

/** Label, value and the translated error under the field; test hook `policy-product-<name>`. */
function useFieldProps({ name, required = false, autoFocus = false }: FieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<PolicyProductFormValues>();
  const { field, fieldState } = useController({ control, name });
  const error = translateFieldError(t, fieldState.error?.message);
  return {
    props: {
      name: field.name,
      value: field.value ?? '',
      onChange: field.onChange,
      onBlur: field.onBlur,
      inputRef: field.ref,
      label: t(`policy-products.form.${name}`),
      required,
      autoFocus,
      fullWidth: true,
      error: Boolean(error),
      // A blank helper keeps the field's height when an error appears or goes.
      helperText: error ?? ' ',
    },
    htmlInput: { autoComplete: 'off', 'data-testid': `policy-product-${name}` },
  };
}

export function ProductTextField(props: FieldProps & { maxLength: number }) {
  const { props: fieldProps, htmlInput } = useFieldProps(props);
  return (
    <TextField {...fieldProps} slotProps={{ htmlInput: { ...htmlInput, maxLength: props.maxLength } }} />
  );
}

/** A shekel amount: digits with at most two decimals (the schema says "numbers only" otherwise). */
export function ProductAmountField(props: FieldProps) {
  const { props: fieldProps, htmlInput } = useFieldProps(props);
  return (
    <TextField
      {...fieldProps}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">₪</InputAdornment> },
        htmlInput: { ...htmlInput, dir: 'ltr', inputMode: 'decimal', maxLength: 10 },
      }}
    />
  );
}

/** Windows, or lights and mirrors. A native list: quick on phones and with the keyboard. */
export function ProductTypeField(props: Omit<FieldProps, 'name'>) {
  const { t } = useTranslation();
  const { props: fieldProps, htmlInput } = useFieldProps({ ...props, name: 'type' });
  return (
    <TextField
      {...fieldProps}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput }}
    >
      <option value="" disabled>
        {t('policy-products.form.chooseType')}
      </option>
      {policyProductTypes.map((type) => (
        <option key={type} value={type}>
          {t(`policy-products.types.${type}`)}
        </option>
      ))}
    </TextField>
  );
}

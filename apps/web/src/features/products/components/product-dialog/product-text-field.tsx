import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { type Path, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { useProductDialog } from './product-dialog-context';
import type { ProductFormValues } from './product-form-values';

export interface ProductTextFieldProps {
  name: Path<ProductFormValues>;
  /** Translated label; defaults to `products.fields.<name>`. */
  label?: string;
  required?: boolean;
  /** Catalogue numbers, chassis numbers, amounts: left-to-right inside right-to-left text. */
  isLeftToRight?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text';
  multiline?: boolean;
  minRows?: number;
  /** Shown under the field when there is no error. */
  hint?: ReactNode;
  readOnly?: boolean;
}

/**
 * One text field of the product form: translated label, its translated error (client or server)
 * under it, read-only in view mode. The test hook is `product-field-<name>`.
 */
export function ProductTextField({
  name,
  label,
  required = false,
  isLeftToRight = false,
  inputMode,
  multiline = false,
  minRows,
  hint,
  readOnly = false,
}: ProductTextFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const { isReadOnly: isViewMode } = useProductDialog();
  const isReadOnly = isViewMode || readOnly;
  const { field, fieldState } = useController({ name, control });
  const error = translateFieldError(t, fieldState.error?.message);
  const dir = isLeftToRight ? 'ltr' : undefined;
  return (
    <TextField
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label ?? t(`products.fields.${name}`)}
      required={required && !isReadOnly}
      fullWidth
      size="small"
      multiline={multiline}
      minRows={minRows}
      error={Boolean(error)}
      // A blank helper keeps the field's height when an error appears or goes.
      helperText={error ?? hint ?? ' '}
      variant={isReadOnly ? 'filled' : 'outlined'}
      slotProps={{
        input: { readOnly: isReadOnly },
        htmlInput: {
          dir,
          inputMode,
          autoComplete: 'off',
          spellCheck: isLeftToRight ? false : undefined,
          'aria-readonly': isReadOnly || undefined,
          'data-testid': `product-field-${name}`,
        },
      }}
    />
  );
}

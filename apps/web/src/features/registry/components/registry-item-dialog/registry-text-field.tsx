import { TextField } from '@mui/material';
import { commonRegistryFields } from '@tg/domain';
import { type Path, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { fieldLabelKey, isLeftToRightField, typeNameField } from '../../registry-fields';
import { useRegistryDialog } from './registry-dialog-context';
import type { RegistryFormValues } from './registry-form-values';

export interface RegistryTextFieldProps {
  /** A common field (`mispar_shilda`) or an own field of the category (`koah_sus`). */
  field: string;
  required?: boolean;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  autoFocus?: boolean;
}

/**
 * One field of the record form, labelled by its translated name, its translated error under it,
 * read-only in view mode. Own fields of the category live under `details.` in the form; the test
 * hook is `registry-field-<field>` either way.
 */
export function RegistryTextField({
  field: fieldName,
  required = false,
  inputMode,
  maxLength,
  autoFocus = false,
}: RegistryTextFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<RegistryFormValues>();
  const { isReadOnly } = useRegistryDialog();
  const isCommon = isCommonField(fieldName);
  const name = (isCommon ? fieldName : `details.${fieldName}`) as Path<RegistryFormValues>;
  const { field, fieldState } = useController({ name, control });
  const error = translateFieldError(t, fieldState.error?.message);
  const dir = isLeftToRightField(fieldName) ? 'ltr' : undefined;
  return (
    <TextField
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={t(fieldLabelKey(fieldName))}
      required={required && !isReadOnly}
      fullWidth
      size="small"
      autoFocus={autoFocus && !isReadOnly}
      error={Boolean(error)}
      // A blank helper keeps the field's height when an error appears or goes.
      helperText={error ?? ' '}
      variant={isReadOnly ? 'filled' : 'outlined'}
      slotProps={{
        input: { readOnly: isReadOnly },
        htmlInput: {
          dir,
          inputMode,
          maxLength,
          autoComplete: 'off',
          spellCheck: dir === 'ltr' ? false : undefined,
          'aria-readonly': isReadOnly || undefined,
          'data-testid': `registry-field-${fieldName}`,
        },
      }}
    />
  );
}

/** Fields at the top of the record; every other one is an own field of the category. */
const topLevelFields = new Set<string>([...commonRegistryFields, typeNameField]);

function isCommonField(name: string): boolean {
  return topLevelFields.has(name);
}

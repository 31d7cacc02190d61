import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { type Path, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { useUserDialog } from './user-dialog-context';
import type { UserFormValues } from './user-form-values';

/** `user-field-machines-0-vinNumber` for the form path `machines.0.vinNumber`. */
export function fieldTestId(name: string): string {
  return `user-field-${name.replaceAll('.', '-')}`;
}

export interface UserTextFieldProps {
  name: Path<UserFormValues>;
  /** Translated label. */
  label: string;
  required?: boolean;
  /** Numbers, phones, e-mails and plates stay left-to-right inside right-to-left text. */
  dir?: 'ltr';
  inputMode?: 'tel' | 'email' | 'numeric' | 'text';
  autoComplete?: string;
  multiline?: boolean;
  minRows?: number;
  maxLength?: number;
  autoFocus?: boolean;
  /** Translated hint under the field while it has no error. */
  hint?: ReactNode;
  /** Read-only even outside view mode (saved notes). */
  readOnly?: boolean;
}

/**
 * A text field of the user form: bound to the form path given as `name` (also its name attribute),
 * its translated error under it, read-only in view mode.
 */
export function UserTextField({
  name,
  label,
  required = false,
  dir,
  inputMode,
  autoComplete = 'off',
  multiline = false,
  minRows,
  maxLength,
  autoFocus = false,
  hint,
  readOnly = false,
}: UserTextFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<UserFormValues>();
  const { isReadOnly } = useUserDialog();
  const { field, fieldState } = useController({ name, control });
  const isLocked = isReadOnly || readOnly;
  const error = translateFieldError(t, fieldState.error?.message);
  return (
    <TextField
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required && !isLocked}
      fullWidth
      size="small"
      multiline={multiline}
      minRows={minRows}
      autoFocus={autoFocus && !isLocked}
      error={Boolean(error)}
      // A blank helper keeps the field's height when an error appears or goes.
      helperText={error ?? hint ?? ' '}
      variant={isLocked ? 'filled' : 'outlined'}
      slotProps={{
        input: { readOnly: isLocked },
        htmlInput: {
          dir,
          inputMode,
          autoComplete,
          maxLength,
          spellCheck: dir === 'ltr' ? false : undefined,
          'aria-readonly': isLocked || undefined,
          'data-testid': fieldTestId(name),
        },
      }}
    />
  );
}

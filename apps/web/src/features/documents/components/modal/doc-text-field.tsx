import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { type Path, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import type { DocumentFormValues } from './document-form-values';
import { useDocumentModal } from './document-modal-context';

/** `doc-field-shippingAddress-city` for the form path `shippingAddress.city`. */
export function docFieldTestId(name: string): string {
  return `doc-field-${name.replaceAll('.', '-')}`;
}

export interface DocTextFieldProps {
  name: Path<DocumentFormValues>;
  /** Translated label. */
  label: string;
  required?: boolean;
  /** Numbers, phones, e-mails and plates stay left-to-right inside right-to-left text. */
  dir?: 'ltr';
  inputMode?: 'tel' | 'email' | 'numeric' | 'text';
  type?: 'text' | 'time';
  multiline?: boolean;
  minRows?: number;
  maxLength?: number;
  hint?: ReactNode;
  /** Called with the new text after the form has it (the address fields clear what depends on them). */
  onChanged?: (value: string) => void;
  disabled?: boolean;
}

/**
 * A text field of the document form: bound to its path, its translated error under it (the
 * server's document messages too), read-only in view mode and on closed documents.
 */
export function DocTextField({
  name,
  label,
  required = false,
  dir,
  inputMode,
  type = 'text',
  multiline = false,
  minRows,
  maxLength,
  hint,
  onChanged,
  disabled = false,
}: DocTextFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentFormValues>();
  const { isReadOnly } = useDocumentModal();
  const { field, fieldState } = useController({ name, control });
  const error = translateFieldError(t, fieldState.error?.message);
  return (
    <TextField
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onChanged?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      type={type}
      required={required && !isReadOnly}
      disabled={disabled}
      fullWidth
      size="small"
      multiline={multiline}
      minRows={minRows}
      error={Boolean(error)}
      helperText={error ?? hint ?? ' '}
      variant={isReadOnly ? 'filled' : 'outlined'}
      slotProps={{
        input: { readOnly: isReadOnly },
        inputLabel: type === 'time' ? { shrink: true } : undefined,
        htmlInput: {
          dir,
          inputMode,
          maxLength,
          autoComplete: 'off',
          spellCheck: dir === 'ltr' ? false : undefined,
          'aria-readonly': isReadOnly || undefined,
          'data-testid': docFieldTestId(name),
        },
      }}
    />
  );
}

import { TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { useWizardContext } from '../wizard-context';

export interface WizardTextFieldProps {
  /** The field's path in the request (`machine.year`): errors are found and focused by it. */
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Numbers, phones and emails read left to right even in Hebrew. */
  ltr?: boolean;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  hint?: string;
  multiline?: boolean;
  type?: TextFieldProps['type'];
  endAdornment?: ReactNode;
  onKeyDown?: TextFieldProps['onKeyDown'];
  disabled?: boolean;
}

/** A text field of the wizard: its error (a validation.* key) translated under it. */
export function WizardTextField({
  path,
  label,
  value,
  onChange,
  required,
  ltr,
  inputMode,
  hint,
  multiline,
  type,
  endAdornment,
  onKeyDown,
  disabled,
}: WizardTextFieldProps) {
  const { t } = useTranslation();
  const { wizard } = useWizardContext();
  const error = wizard.errorFor(path);
  return (
    <TextField
      name={path}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => wizard.touch(path)}
      onKeyDown={onKeyDown}
      required={required}
      disabled={disabled}
      type={type}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      error={Boolean(error)}
      // A blank helper keeps the field's height when an error appears or goes.
      helperText={translateFieldError(t, error) ?? hint ?? ' '}
      slotProps={{
        input: endAdornment ? { endAdornment } : undefined,
        inputLabel: type === 'time' ? { shrink: true } : undefined,
        htmlInput: {
          'data-testid': `wizard-field-${path}`,
          dir: ltr ? 'ltr' : undefined,
          inputMode,
          autoComplete: 'off',
          spellCheck: ltr ? false : undefined,
        },
      }}
    />
  );
}

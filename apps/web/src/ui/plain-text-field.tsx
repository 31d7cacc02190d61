import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type SxProps,
  type Theme,
} from '@mui/material';
import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface PlainTextFieldProps {
  label: ReactNode;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  helperText?: ReactNode;
  error?: boolean;
  size?: 'small' | 'medium';
  autoComplete?: string;
  /** Attributes of the <input> itself: inputMode, dir, data-testid… */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field that looks and reads as MUI's TextField (a labelled input, its hint or
 * error under it) without TextField's select mode, which brings the menu, popover and modal code
 * with it. The storefront's first screen uses it (ADR 0031); forms elsewhere keep TextField.
 */
export function PlainTextField({
  label,
  value,
  onChange,
  helperText,
  error = false,
  size = 'medium',
  autoComplete,
  inputProps,
  sx,
}: PlainTextFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" size={size} error={error} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        inputProps={{ ...inputProps, 'aria-describedby': helperId }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

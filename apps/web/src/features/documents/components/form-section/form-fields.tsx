import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DocumentInput } from '@tg/domain';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { DatesProvider } from '../../../../ui/dates-provider';
import { type FormPartPath, formPartFieldTestId, formPartPath, useFormPart } from './form-part';
import { WideCell } from './form-section';

dayjs.extend(customParseFormat);

/** Spec 2 §3, §9: the form's dates are kept as dd/MM/yyyy. */
const dayFormat = 'DD/MM/YYYY';

/** A field of the part around it: its controller, translated error, test id and read-only state. */
function usePartField(path: FormPartPath) {
  const { t } = useTranslation();
  const { part, readOnly } = useFormPart();
  const { control } = useFormContext<DocumentInput>();
  const { field, fieldState } = useController({ name: formPartPath(part, path), control });
  return {
    field,
    error: translateFieldError(t, fieldState.error?.message),
    testId: formPartFieldTestId(part, path),
    readOnly,
    labels: part.labels,
  };
}

export interface FormTextFieldProps {
  path: FormPartPath;
  label: string;
  /** Numbers, phones, e-mails, plates and dates stay left to right inside right-to-left text. */
  ltr?: boolean;
  inputMode?: 'tel' | 'email' | 'numeric' | 'text';
  type?: 'text' | 'time';
  multiline?: boolean;
  /** The rows a multiline field shows at first. */
  minRows?: number;
  maxLength?: number;
  required?: boolean;
  /** A hint under the field while it has no error. */
  hint?: string;
}

/** A text of the part (a multiline one takes the whole row). */
export function FormTextField({
  path,
  label,
  ltr = false,
  inputMode,
  type = 'text',
  multiline = false,
  minRows = 3,
  maxLength = 200,
  required = false,
  hint,
}: FormTextFieldProps) {
  const { field, error, testId, readOnly } = usePartField(path);
  const content = (
    <TextField
      name={field.name}
      value={(field.value as string | number | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      type={type}
      required={required}
      disabled={readOnly}
      fullWidth
      size="small"
      multiline={multiline}
      minRows={multiline ? minRows : undefined}
      error={Boolean(error)}
      helperText={error ?? hint ?? ' '}
      slotProps={{
        inputLabel: type === 'time' ? { shrink: true } : undefined,
        htmlInput: {
          dir: ltr ? 'ltr' : undefined,
          inputMode,
          maxLength,
          autoComplete: 'off',
          spellCheck: ltr ? false : undefined,
          'data-testid': testId,
        },
      }}
    />
  );
  return multiline ? <WideCell>{content}</WideCell> : content;
}

/** A date of the part on the project's date picker, kept as dd/MM/yyyy. */
export function FormDateField({
  path,
  label,
  disableFuture = false,
}: {
  path: FormPartPath;
  label: string;
  /** Days after today cannot be picked (a birth date). */
  disableFuture?: boolean;
}) {
  const { field, error, testId, readOnly } = usePartField(path);
  const value = field.value as string | undefined;
  const parsed = value ? dayjs(value, dayFormat, true) : null;
  return (
    <DatesProvider>
      <DatePicker
        label={label}
        value={parsed?.isValid() ? parsed : null}
        onChange={(date) => {
          if (!date) field.onChange('');
          else if (date.isValid()) field.onChange(date.format(dayFormat));
        }}
        format={dayFormat}
        disableFuture={disableFuture}
        disabled={readOnly}
        inputRef={field.ref}
        slotProps={{
          textField: {
            name: field.name,
            fullWidth: true,
            size: 'small',
            error: Boolean(error),
            helperText: error ?? ' ',
            onBlur: field.onBlur,
            inputProps: { 'data-testid': testId },
          },
        }}
      />
    </DatesProvider>
  );
}

/**
 * A yes/no question as two radio buttons, stored as a boolean; the words (`<labels>.answers.yes`)
 * follow the language. `onAnswered` runs after it changed.
 */
export function FormYesNoField({
  path,
  label,
  onAnswered,
}: {
  path: FormPartPath;
  label: string;
  onAnswered?: (answer: boolean) => void;
}) {
  const { t } = useTranslation();
  const { field, error, testId, readOnly, labels } = usePartField(path);
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={readOnly} error={Boolean(error)} data-testid={testId}>
      <FormLabel id={labelId} component="legend" sx={{ fontSize: '0.875rem' }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={field.value === true ? 'yes' : 'no'}
        onChange={(event) => {
          const answer = event.target.value === 'yes';
          field.onChange(answer);
          onAnswered?.(answer);
        }}
      >
        {(['yes', 'no'] as const).map((answer) => (
          <FormControlLabel
            key={answer}
            value={answer}
            control={
              <Radio
                size="small"
                inputRef={answer === 'yes' ? field.ref : undefined}
                slotProps={{ input: { 'data-testid': `${testId}-${answer}` } as object }}
              />
            }
            label={t(`${labels}.answers.${answer}`)}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** A checkbox stored as a boolean; `showsError` puts its message under it. */
export function FormCheckField({
  path,
  label,
  disabled = false,
  showsError = false,
}: {
  path: FormPartPath;
  label: string;
  disabled?: boolean;
  showsError?: boolean;
}) {
  const { field, error, testId, readOnly } = usePartField(path);
  const check = (
    <FormControlLabel
      disabled={readOnly || disabled}
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          inputRef={field.ref}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
    />
  );
  if (!showsError) return check;
  return (
    <FormControl error={Boolean(error)}>
      {check}
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/**
 * One of a fixed list as a native select: each choice's words from `<part labels>.<labels>.<choice>`.
 * A stored value outside the offered choices (a report that came from the service-call wizard) is
 * still offered, so it is shown and kept. `onChosen` runs after the value changed.
 */
export function FormChoiceField({
  path,
  label,
  choices,
  labels,
  onChosen,
}: {
  path: FormPartPath;
  label: string;
  choices: readonly string[];
  labels: string;
  onChosen?: (choice: string) => void;
}) {
  const { t } = useTranslation();
  const { field, error, testId, readOnly, labels: partLabels } = usePartField(path);
  const value = (field.value as string | undefined) ?? choices[0] ?? '';
  const offered = choices.includes(value) ? choices : [...choices, value];
  return (
    <TextField
      select
      name={field.name}
      value={value}
      onChange={(event) => {
        field.onChange(event.target.value);
        onChosen?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      disabled={readOnly}
      fullWidth
      size="small"
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId },
      }}
    >
      {offered.map((choice) => (
        <option key={choice} value={choice}>
          {t(`${partLabels}.${labels}.${choice}`)}
        </option>
      ))}
    </TextField>
  );
}

import {
  Box,
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
import { createContext, type ReactNode, useContext, useId } from 'react';
import { type Path, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { DatesProvider } from '../../../../ui/dates-provider';

dayjs.extend(customParseFormat);

/** Dates are kept as dd/MM/yyyy, as in the car-accident form. */
const dayFormat = 'DD/MM/YYYY';

/** Whether the statement is shown read-only (view mode, closed documents). */
export const StatementReadOnlyContext = createContext(false);
export const useStatementReadOnly = () => useContext(StatementReadOnlyContext);

/** A path inside the statement, such as `persons.0.name`. */
export type StatementPath = string;
type FormPath = Path<DocumentInput>;
export const statementFormPath = (path: StatementPath) => `personalAccidents.${path}` as FormPath;

/** `pa-field-persons-0-name` for the statement path `persons.0.name`. */
export function statementFieldTestId(path: StatementPath): string {
  return `pa-field-${path.replaceAll('.', '-')}`;
}

function useStatementField(path: StatementPath) {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentInput>();
  const { field, fieldState } = useController({ name: statementFormPath(path), control });
  return { field, error: translateFieldError(t, fieldState.error?.message) };
}

/** A person's fields: one column on phones, two on tablets, three on wide screens. */
export function StatementGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

function WideCell({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}

export interface StatementTextFieldProps {
  path: StatementPath;
  label: string;
  /** Numbers, phones and ID numbers stay left to right inside right-to-left text. */
  ltr?: boolean;
  inputMode?: 'tel' | 'numeric' | 'text';
  multiline?: boolean;
  maxLength?: number;
  required?: boolean;
  /** A hint under the field while it has no error. */
  hint?: string;
}

export function StatementTextField({
  path,
  label,
  ltr = false,
  inputMode,
  multiline = false,
  maxLength = 200,
  required = false,
  hint,
}: StatementTextFieldProps) {
  const readOnly = useStatementReadOnly();
  const { field, error } = useStatementField(path);
  const content = (
    <TextField
      name={field.name}
      value={(field.value as string | number | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={readOnly}
      fullWidth
      size="small"
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      error={Boolean(error)}
      helperText={error ?? hint ?? ' '}
      slotProps={{
        htmlInput: {
          dir: ltr ? 'ltr' : undefined,
          inputMode,
          maxLength,
          autoComplete: 'off',
          spellCheck: ltr ? false : undefined,
          'data-testid': statementFieldTestId(path),
        },
      }}
    />
  );
  return multiline ? <WideCell>{content}</WideCell> : content;
}

/** A date on the project's date picker, kept as dd/MM/yyyy. */
export function StatementDateField({ path, label }: { path: StatementPath; label: string }) {
  const readOnly = useStatementReadOnly();
  const { field, error } = useStatementField(path);
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
        disableFuture
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
            inputProps: { 'data-testid': statementFieldTestId(path) },
          },
        }}
      />
    </DatesProvider>
  );
}

/**
 * One of a fixed list (role, treatment) as a native select; each choice's words from
 * `personal-accidents.<labels>.<choice>`. `onChosen` runs after the value changed.
 */
export function StatementChoiceField({
  path,
  label,
  choices,
  labels,
  onChosen,
}: {
  path: StatementPath;
  label: string;
  choices: readonly string[];
  labels: string;
  onChosen?: (choice: string) => void;
}) {
  const { t } = useTranslation();
  const readOnly = useStatementReadOnly();
  const { field, error } = useStatementField(path);
  const value = (field.value as string | undefined) ?? choices[0] ?? '';
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
        htmlInput: { 'data-testid': statementFieldTestId(path) },
      }}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {t(`personal-accidents.${labels}.${choice}`)}
        </option>
      ))}
    </TextField>
  );
}

/** A yes/no question as two radio buttons, stored as a boolean. `onAnswered` runs after it changed. */
export function StatementYesNoField({
  path,
  label,
  onAnswered,
}: {
  path: StatementPath;
  label: string;
  onAnswered?: (answer: boolean) => void;
}) {
  const { t } = useTranslation();
  const readOnly = useStatementReadOnly();
  const { field, error } = useStatementField(path);
  const labelId = useId();
  const testId = statementFieldTestId(path);
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
            label={t(`personal-accidents.answers.${answer}`)}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** A checkbox stored as a boolean, with its message under it. */
export function StatementCheckField({
  path,
  label,
  disabled = false,
}: {
  path: StatementPath;
  label: string;
  disabled?: boolean;
}) {
  const readOnly = useStatementReadOnly();
  const { field, error } = useStatementField(path);
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        disabled={readOnly || disabled}
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            inputRef={field.ref}
            slotProps={{ input: { 'data-testid': statementFieldTestId(path) } as object }}
          />
        }
      />
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

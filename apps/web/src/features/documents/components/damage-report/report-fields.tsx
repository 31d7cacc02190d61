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
  Typography,
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

/** Spec 2 §3, §9: the form's dates are kept as dd/MM/yyyy. */
const dayFormat = 'DD/MM/YYYY';

/** Whether the form is shown read-only (view mode, closed documents). */
export const ReportReadOnlyContext = createContext(false);
export const useReportReadOnly = () => useContext(ReportReadOnlyContext);

/** A path inside the report, such as `insuredPerson.address.city`. */
export type ReportPath = string;
type FormPath = Path<DocumentInput>;
const formPath = (path: ReportPath) => `damageReport.${path}` as FormPath;

/** `dr-field-insuredPerson-address-city` for the report path `insuredPerson.address.city`. */
export function reportFieldTestId(path: ReportPath): string {
  return `dr-field-${path.replaceAll('.', '-')}`;
}

function useReportField(path: ReportPath) {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentInput>();
  const { field, fieldState } = useController({ name: formPath(path), control });
  return { field, error: translateFieldError(t, fieldState.error?.message) };
}

/** A titled part of the form (a section or a block inside one). */
export function ReportSection({
  title,
  level = 'section',
  testId,
  actions,
  children,
}: {
  title: string;
  level?: 'section' | 'block';
  testId?: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      sx={
        level === 'section'
          ? { border: 1, borderColor: 'divider', borderRadius: 1, padding: 2, marginBlockEnd: 2 }
          : { marginBlockStart: 1 }
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', marginBlockEnd: 1 }}>
        <Typography
          id={id}
          component={level === 'section' ? 'h3' : 'h4'}
          variant={level === 'section' ? 'subtitle1' : 'subtitle2'}
          sx={{ fontWeight: 600, flex: '1 1 auto' }}
        >
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}

/** The fields of a part: one column on phones, two on tablets, three on wide screens. */
export function ReportGrid({ children }: { children: ReactNode }) {
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

/** Spans the whole row of a {@link ReportGrid}. */
export function WideCell({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}

export interface ReportTextFieldProps {
  path: ReportPath;
  label: string;
  /** Numbers, phones, e-mails, plates and dates stay left to right inside right-to-left text. */
  ltr?: boolean;
  inputMode?: 'tel' | 'email' | 'numeric' | 'text';
  type?: 'text' | 'time';
  multiline?: boolean;
  maxLength?: number;
}

export function ReportTextField({
  path,
  label,
  ltr = false,
  inputMode,
  type = 'text',
  multiline = false,
  maxLength = 200,
}: ReportTextFieldProps) {
  const readOnly = useReportReadOnly();
  const { field, error } = useReportField(path);
  const content = (
    <TextField
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      type={type}
      disabled={readOnly}
      fullWidth
      size="small"
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{
        inputLabel: type === 'time' ? { shrink: true } : undefined,
        htmlInput: {
          dir: ltr ? 'ltr' : undefined,
          inputMode,
          maxLength,
          autoComplete: 'off',
          spellCheck: ltr ? false : undefined,
          'data-testid': reportFieldTestId(path),
        },
      }}
    />
  );
  return multiline ? <WideCell>{content}</WideCell> : content;
}

/** A date of the form on the project's date picker, kept as dd/MM/yyyy. */
export function ReportDateField({ path, label }: { path: ReportPath; label: string }) {
  const readOnly = useReportReadOnly();
  const { field, error } = useReportField(path);
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
            inputProps: { 'data-testid': reportFieldTestId(path) },
          },
        }}
      />
    </DatesProvider>
  );
}

/** A yes/no question as two radio buttons, stored as a boolean; the words follow the language. */
export function YesNoField({ path, label }: { path: ReportPath; label: string }) {
  const { t } = useTranslation();
  const readOnly = useReportReadOnly();
  const { field, error } = useReportField(path);
  const labelId = useId();
  const testId = reportFieldTestId(path);
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
        onChange={(event) => field.onChange(event.target.value === 'yes')}
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
            label={t(`damage-report.answers.${answer}`)}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** A checkbox stored as a boolean. */
export function CheckField({ path, label }: { path: ReportPath; label: string }) {
  const readOnly = useReportReadOnly();
  const { field } = useReportField(path);
  return (
    <FormControlLabel
      disabled={readOnly}
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          inputRef={field.ref}
          slotProps={{ input: { 'data-testid': reportFieldTestId(path) } as object }}
        />
      }
    />
  );
}

/**
 * One of a fixed list (vehicle type, gender, insurance type) as a native select: each choice's
 * words from `damage-report.<labels>.<choice>`. A stored value outside the offered choices (a
 * report that came from the service-call wizard) is still offered, so it is shown and kept.
 */
export function ChoiceField({
  path,
  label,
  choices,
  labels,
}: {
  path: ReportPath;
  label: string;
  choices: readonly string[];
  labels: string;
}) {
  const { t } = useTranslation();
  const readOnly = useReportReadOnly();
  const { field, error } = useReportField(path);
  const value = (field.value as string | undefined) ?? choices[0] ?? '';
  const offered = choices.includes(value) ? choices : [...choices, value];
  return (
    <TextField
      select
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
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
        htmlInput: { 'data-testid': reportFieldTestId(path) },
      }}
    >
      {offered.map((choice) => (
        <option key={choice} value={choice}>
          {t(`damage-report.${labels}.${choice}`)}
        </option>
      ))}
    </TextField>
  );
}

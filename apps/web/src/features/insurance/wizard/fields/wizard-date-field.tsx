import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { DatesProvider } from '../../../../ui/dates-provider';
import { useWizardContext } from '../wizard-context';

const isoFormat = 'YYYY-MM-DD';
/** Spec 1 §9: dates are typed and shown DD/MM/YYYY in every language. */
const displayFormat = 'DD/MM/YYYY';

export interface WizardDateFieldProps {
  path: string;
  label: string;
  /** YYYY-MM-DD, or '' when empty. */
  value: string;
  /** YYYY-MM-DD, or '' when cleared; a half-typed date is not reported. */
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  required?: boolean;
  hint?: string;
}

/** A date of the wizard on the project's date picker, kept as YYYY-MM-DD like the wire. */
export function WizardDateField({
  path,
  label,
  value,
  onChange,
  min,
  max,
  required,
  hint,
}: WizardDateFieldProps) {
  const { t } = useTranslation();
  const { wizard } = useWizardContext();
  const error = wizard.errorFor(path);
  const current = value ? dayjs(value) : null;
  return (
    <DatesProvider>
      <DatePicker
        label={label}
        value={current?.isValid() ? current : null}
        onChange={(date) => {
          if (!date) onChange('');
          else if (date.isValid()) onChange(date.format(isoFormat));
        }}
        onClose={() => wizard.touch(path)}
        format={displayFormat}
        views={['year', 'month', 'day']}
        openTo="day"
        minDate={min ? dayjs(min) : undefined}
        maxDate={max ? dayjs(max) : undefined}
        slotProps={{
          textField: {
            name: path,
            required,
            fullWidth: true,
            error: Boolean(error),
            helperText: translateFieldError(t, error) ?? hint ?? ' ',
            onBlur: () => wizard.touch(path),
            inputProps: { 'data-testid': `wizard-field-${path}` },
          },
        }}
      />
    </DatesProvider>
  );
}

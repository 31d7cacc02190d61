import { Box, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { clampEnd, defaultEndFor, endBounds, isIsoDate, startBounds } from '@tg/domain';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { DatesProvider } from '../../../../ui/dates-provider';

export interface Period {
  createdAt: string;
  expiredAt: string;
}

export interface PeriodFieldsProps {
  value: Period;
  onChange: (period: Period) => void;
  today: string;
  /** Message keys of the period rules, by field. */
  errors?: Partial<Record<keyof Period, string>>;
}

const isoFormat = 'YYYY-MM-DD';
const displayFormat = 'DD/MM/YYYY';

/** What a new start does to the period (spec 1 §5): the end moves to one year later. */
export function periodForStart(createdAt: string): Period {
  return { createdAt, expiredAt: defaultEndFor(createdAt) };
}

/** What a new end does: it stays between the start and one year after it. */
export function periodForEnd(period: Period, expiredAt: string): Period {
  return {
    ...period,
    expiredAt: isIsoDate(period.createdAt) ? clampEnd(period.createdAt, expiredAt) : expiredAt,
  };
}

/** Start (today to two years ahead) and end (the start to one year after it), shown DD/MM/YYYY. */
export function PeriodFields({ value, onChange, today, errors = {} }: PeriodFieldsProps) {
  const { t } = useTranslation();
  const start = startBounds(today);
  const end = isIsoDate(value.createdAt) ? endBounds(value.createdAt) : undefined;
  const picked = (date: dayjs.Dayjs | null) => (date?.isValid() ? date.format(isoFormat) : null);
  const errorText = (field: keyof Period) => translateFieldError(t, errors[field]);
  return (
    <DatesProvider>
      <Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          <DatePicker
            label={t('agent-policies.fields.start')}
            value={isIsoDate(value.createdAt) ? dayjs(value.createdAt) : null}
            onChange={(date) => {
              const iso = picked(date);
              if (iso) onChange(periodForStart(iso));
            }}
            format={displayFormat}
            minDate={dayjs(start.min)}
            maxDate={dayjs(start.max)}
            slotProps={{
              textField: {
                size: 'small',
                fullWidth: true,
                required: true,
                error: Boolean(errorText('createdAt')),
                helperText: errorText('createdAt') ?? ' ',
                inputProps: { 'data-testid': 'quick-start' },
              },
            }}
          />
          <DatePicker
            label={t('agent-policies.fields.end')}
            value={isIsoDate(value.expiredAt) ? dayjs(value.expiredAt) : null}
            // Typing passes through dates outside the range (the year digit by digit), so the end is
            // clamped when a date is accepted or the field is left, not on every keystroke.
            onChange={(date) => {
              const iso = picked(date);
              if (iso) onChange({ ...value, expiredAt: iso });
            }}
            onAccept={(date) => {
              const iso = picked(date);
              if (iso) onChange(periodForEnd(value, iso));
            }}
            format={displayFormat}
            minDate={end ? dayjs(end.min) : undefined}
            maxDate={end ? dayjs(end.max) : undefined}
            slotProps={{
              textField: {
                size: 'small',
                fullWidth: true,
                required: true,
                error: Boolean(errorText('expiredAt')),
                helperText: errorText('expiredAt') ?? ' ',
                onBlur: () => {
                  if (isIsoDate(value.expiredAt)) onChange(periodForEnd(value, value.expiredAt));
                },
                inputProps: { 'data-testid': 'quick-end' },
              },
            }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('agent-policies.quickCreate.periodNote')}
        </Typography>
      </Box>
    </DatesProvider>
  );
}

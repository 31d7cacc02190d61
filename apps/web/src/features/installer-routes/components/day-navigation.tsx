import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TodayIcon from '@mui/icons-material/Today';
import { Box, Button, Chip, IconButton } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { addDays, type IsoDate, todayIso } from '@tg/domain';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/use-language';
import { DatesProvider } from '../../../ui/dates-provider';

/** Previous day, the date picker (DD/MM/YYYY), next day, back to today, and the "today" badge. */
export function DayNavigation({ day, onChange }: { day: IsoDate; onChange: (day: IsoDate) => void }) {
  const { t } = useTranslation();
  const { direction } = useLanguage();
  const today = todayIso();
  // Arrows point the way the days run in the reading direction.
  const [back, forward] =
    direction === 'rtl'
      ? [<ChevronRightIcon key="b" />, <ChevronLeftIcon key="f" />]
      : [<ChevronLeftIcon key="b" />, <ChevronRightIcon key="f" />];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <IconButton
        onClick={() => onChange(addDays(day, -1))}
        aria-label={t('installer-routes.previousDay')}
        sx={{ inlineSize: 48, blockSize: 48 }}
        data-testid="routes-previous-day"
      >
        {back}
      </IconButton>
      <DatesProvider>
        <DatePicker
          label={t('installer-routes.pickDay')}
          value={dayjs(day)}
          onChange={(value) => {
            if (value?.isValid()) onChange(value.format('YYYY-MM-DD'));
          }}
          format="DD/MM/YYYY"
          views={['year', 'month', 'day']}
          openTo="day"
          slotProps={{
            textField: {
              size: 'small',
              sx: { inlineSize: 170 },
              inputProps: { 'data-testid': 'routes-day' },
            },
          }}
        />
      </DatesProvider>
      <IconButton
        onClick={() => onChange(addDays(day, 1))}
        aria-label={t('installer-routes.nextDay')}
        sx={{ inlineSize: 48, blockSize: 48 }}
        data-testid="routes-next-day"
      >
        {forward}
      </IconButton>
      {day === today ? (
        <Chip color="primary" label={t('installer-routes.todayBadge')} data-testid="routes-today-badge" />
      ) : (
        <Button
          variant="outlined"
          startIcon={<TodayIcon />}
          onClick={() => onChange(today)}
          sx={{ minBlockSize: 48 }}
          data-testid="routes-go-today"
        >
          {t('installer-routes.goToday')}
        </Button>
      )}
    </Box>
  );
}

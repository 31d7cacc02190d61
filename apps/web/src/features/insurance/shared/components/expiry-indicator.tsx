import { Box, Chip, type ChipProps, Tooltip, Typography } from '@mui/material';
import { type ExpiryLevel, expiryIndicator, formatDisplayDate, isIsoDate, todayIso } from '@tg/domain';
import { useTranslation } from 'react-i18next';

const levelColors: Record<ExpiryLevel, NonNullable<ChipProps['color']>> = {
  expired: 'error',
  soon: 'warning',
  ok: 'success',
};

/**
 * - `full`: a coloured dot, the end date and the days left in words (tables with room for it);
 * - `compact`: the dot and the date, the words in a tooltip and the accessible name (narrow columns);
 * - `chip`: the words in a coloured chip, no date (where the date is written beside it).
 */
export type ExpiryIndicatorVariant = 'full' | 'compact' | 'chip';

export interface ExpiryIndicatorProps {
  /** The subscription's end, YYYY-MM-DD. */
  expiredAt: string;
  today?: string;
  variant?: ExpiryIndicatorVariant;
}

/**
 * How long an active subscription has left (spec 1 §4): red once its end has passed, orange within
 * 30 days, green otherwise. The words say it too, for those who cannot tell the colours apart.
 */
export function ExpiryIndicator({ expiredAt, today = todayIso(), variant = 'full' }: ExpiryIndicatorProps) {
  const { t } = useTranslation();
  if (!isIsoDate(expiredAt)) return variant === 'chip' ? null : <bdi dir="ltr">{expiredAt}</bdi>;
  const { days, level } = expiryIndicator(expiredAt, today);
  const color = levelColors[level];
  const words =
    level === 'expired'
      ? t('insurance.expiry.expired', { count: -days })
      : t('insurance.expiry.daysLeft', { count: days });
  const hooks = { 'data-testid': 'expiry-indicator', 'data-level': level };

  if (variant === 'chip') return <Chip size="small" color={color} label={words} {...hooks} />;

  const date = formatDisplayDate(expiredAt);
  const dotAndDate = (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, backgroundColor: `${color}.main` }}
      />
      <bdi dir="ltr">{date}</bdi>
    </>
  );
  const layout = { display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 };

  if (variant === 'compact')
    return (
      <Tooltip title={words}>
        <Box component="span" sx={layout} aria-label={`${date}, ${words}`} {...hooks}>
          {dotAndDate}
        </Box>
      </Tooltip>
    );

  return (
    <Box component="span" sx={layout} {...hooks}>
      {dotAndDate}
      <Typography component="span" variant="caption" sx={{ color: `${color}.dark`, fontWeight: 600 }}>
        {words}
      </Typography>
    </Box>
  );
}

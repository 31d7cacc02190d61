import { Box, type ChipProps, Typography } from '@mui/material';
import { type ExpiryLevel, expiryIndicator, formatDisplayDate, todayIso } from '@tg/domain';
import { useTranslation } from 'react-i18next';

const levelColors: Record<ExpiryLevel, NonNullable<ChipProps['color']>> = {
  expired: 'error',
  soon: 'warning',
  ok: 'success',
};

/**
 * The end date of an active subscription with how long is left (spec 1 §4): red once it has
 * passed, orange within 30 days, green otherwise. The words say it too, for those who cannot
 * tell the colours apart.
 */
export function ExpiryIndicator({ expiredAt, today = todayIso() }: { expiredAt: string; today?: string }) {
  const { t } = useTranslation();
  const { days, level } = expiryIndicator(expiredAt, today);
  const color = levelColors[level];
  const text =
    level === 'expired'
      ? t('policies.expiry.expired', { count: -days })
      : t('policies.expiry.daysLeft', { count: days });
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
      data-testid="expiry-indicator"
      data-level={level}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, backgroundColor: `${color}.main` }}
      />
      <bdi dir="ltr">{formatDisplayDate(expiredAt)}</bdi>
      <Typography component="span" variant="caption" sx={{ color: `${color}.dark`, fontWeight: 600 }}>
        {text}
      </Typography>
    </Box>
  );
}

import { Chip, type ChipProps } from '@mui/material';
import { type ExpiryLevel, expiryIndicator, isIsoDate, todayIso } from '@tg/domain';
import { useTranslation } from 'react-i18next';

const colors: Record<ExpiryLevel, ChipProps['color']> = { expired: 'error', soon: 'warning', ok: 'success' };

/** Days to a subscription's end (spec 1 §4): expired in red, 30 days or fewer in orange, else green. */
export function ExpiryChip({ expiredAt, today = todayIso() }: { expiredAt: string; today?: string }) {
  const { t } = useTranslation();
  if (!isIsoDate(expiredAt)) return null;
  const { days, level } = expiryIndicator(expiredAt, today);
  const label =
    level === 'expired'
      ? t('insurance-dashboard.expiry.expired', { count: -days })
      : days === 0
        ? t('insurance-dashboard.expiry.endsToday')
        : t('insurance-dashboard.expiry.daysLeft', { count: days });
  return <Chip size="small" color={colors[level]} label={label} data-testid={`expiry-${level}`} />;
}

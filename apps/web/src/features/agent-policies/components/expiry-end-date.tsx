import { Box, Tooltip } from '@mui/material';
import { type ExpiryLevel, expiryIndicator, formatDisplayDate, isIsoDate, todayIso } from '@tg/domain';
import { useTranslation } from 'react-i18next';

const colorOf: Record<ExpiryLevel, string> = {
  expired: 'error.main',
  soon: 'warning.main',
  ok: 'success.main',
};

/**
 * The end date with the expiry indicator of spec 1 §4: red once passed, orange within 30 days,
 * green otherwise. The colour is repeated in words for those who cannot tell colours apart.
 */
export function ExpiryEndDate({ expiredAt, today = todayIso() }: { expiredAt: string; today?: string }) {
  const { t } = useTranslation();
  if (!isIsoDate(expiredAt)) return <bdi dir="ltr">{expiredAt}</bdi>;
  const { days, level } = expiryIndicator(expiredAt, today);
  const description =
    level === 'expired'
      ? t('agent-policies.expiry.expired', { days: -days })
      : t(`agent-policies.expiry.${level}`, { days });
  return (
    <Tooltip title={description}>
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
        data-testid="expiry-indicator"
        data-level={level}
        aria-label={`${formatDisplayDate(expiredAt)}, ${description}`}
      >
        <Box
          component="span"
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '50%', backgroundColor: colorOf[level], flexShrink: 0 }}
        />
        <bdi dir="ltr">{formatDisplayDate(expiredAt)}</bdi>
      </Box>
    </Tooltip>
  );
}

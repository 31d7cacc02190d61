import { Box, Typography } from '@mui/material';
import type { AgentDashboard } from '@tg/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const barAreaPx = 140;
const countLinePx = 22;

/** "2025-03" as the language names it ("מרץ 25", "Mar 25"). */
export function monthLabel(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(year, monthNumber - 1, 1),
  );
}

/**
 * New subscriptions per month as plain bars (no chart library in the app). Each bar is a list item
 * whose count and month are written out, so it reads the same without seeing the bars. Months run
 * from the start side: oldest on the right in Hebrew and Arabic, on the left otherwise.
 */
export function PoliciesByMonthChart({ months }: { months: AgentDashboard['policiesByMonth'] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const max = Math.max(0, ...months.map((month) => month.count));
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ margin: 0 }} data-testid="policies-by-month">
      <Typography
        id={titleId}
        component="figcaption"
        variant="h6"
        sx={{ fontWeight: 600, marginBlockEnd: 2 }}
      >
        {t('insurance-dashboard.agent.chart.title')}
      </Typography>
      {max === 0 ? (
        <Typography color="text.secondary" data-testid="policies-by-month-empty">
          {t('insurance-dashboard.agent.chart.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', alignItems: 'flex-end', gap: 1 }}
        >
          {months.map((month) => {
            const label = monthLabel(month.month, i18n.language);
            const height = Math.round((month.count / max) * barAreaPx);
            return (
              <Box
                component="li"
                key={month.month}
                aria-label={t('insurance-dashboard.agent.chart.bar', { month: label, count: month.count })}
                sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
              >
                <Box
                  sx={{
                    height: barAreaPx + countLinePx,
                    width: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    justifyContent: 'flex-end',
                    alignItems: 'center',
                  }}
                  aria-hidden
                >
                  <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: `${countLinePx}px` }}>
                    {month.count}
                  </Typography>
                  <Box
                    sx={{
                      width: '100%',
                      maxWidth: 48,
                      // A string: MUI reads numbers up to 1 as a fraction (1 would be a full-height bar).
                      height: `${Math.max(height, month.count > 0 ? 3 : 1)}px`,
                      backgroundColor: month.count > 0 ? 'primary.main' : 'divider',
                      borderStartStartRadius: 6,
                      borderStartEndRadius: 6,
                    }}
                  />
                </Box>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ marginBlockStart: 0.5, whiteSpace: 'nowrap' }}
                  aria-hidden
                >
                  {label}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

import { Box, Card, CardActionArea, CardContent, LinearProgress, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { generalStatusText } from '../../document-tasks/task-display';
import type { HomeCard } from '../home-figures';

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * One figure: the number large, what it counts below it, and the whole card opening the list.
 * Zero is shown calmly (muted), never hidden: "nothing waiting" is news too.
 */
export function HomeFigureCard({ card }: { card: HomeCard }) {
  const { t } = useTranslation();
  const isZero = card.value === 0;
  const tone = isZero ? 'text.disabled' : card.urgent ? 'warning.dark' : 'text.primary';
  const content = (
    <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
      <Typography
        component="p"
        variant="h4"
        sx={{ fontWeight: 700, lineHeight: 1.2, color: tone }}
        data-testid={`home-figure-${card.id}`}
        data-zero={isZero}
      >
        <bdi>{numberFormat.format(card.value)}</bdi>
      </Typography>
      <Typography variant="body2" color={isZero ? 'text.secondary' : 'text.primary'} sx={{ mt: 0.5 }}>
        {t(`home.figures.${card.labelKey}`)}
      </Typography>
      {card.progress && card.progress.planned > 0 && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round((card.progress.done / card.progress.planned) * 100)}
            color={card.progress.done === card.progress.planned ? 'success' : 'primary'}
            aria-hidden
          />
          <Typography variant="caption" color="text.secondary" data-testid={`home-progress-${card.id}`}>
            {t('home.progress', {
              done: numberFormat.format(card.progress.done),
              planned: numberFormat.format(card.progress.planned),
            })}
          </Typography>
        </Box>
      )}
    </CardContent>
  );

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {card.to ? (
        <CardActionArea component={RouterLink} to={card.to} data-testid={`home-link-${card.id}`}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
      {card.breakdown && card.breakdown.length > 0 && (
        <Box
          component="ul"
          aria-label={t('home.byStatus')}
          sx={{ listStyle: 'none', m: 0, px: { xs: 1.5, sm: 2 }, pb: 1.5, pt: 0, display: 'grid', gap: 0.5 }}
        >
          {card.breakdown.map((row) => (
            <Box
              component="li"
              key={row.status}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, minWidth: 0 }}
            >
              <Link
                component={RouterLink}
                to={row.to}
                underline="hover"
                variant="body2"
                noWrap
                sx={{ minWidth: 0 }}
                data-testid="home-breakdown-link"
              >
                {/* A status is typed by the office, usually in Hebrew: isolated in any language. */}
                <bdi>{generalStatusText(t, row.status)}</bdi>
              </Link>
              <Typography variant="body2" color="text.secondary" component="span">
                <bdi>{numberFormat.format(row.count)}</bdi>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}

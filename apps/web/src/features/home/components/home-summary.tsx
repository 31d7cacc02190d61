import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { homeFiguresOf } from '@tg/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import type { DashboardSection } from '../../../app/navigation';
import { useHomeSummary } from '../api/use-home-summary';
import { homeCardsOf } from '../home-figures';
import { HomeFigureCard } from './home-figure-card';

/** One column on the narrowest phones, two from 360 px (a 390 px phone), up to four on a desk. */
const grid = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/**
 * The home's "what needs doing today" (issue 18): the person's own counts, each opening the list
 * it counts. Loading shows placeholders of the cards' shape; a failure says so with a retry.
 */
export function HomeSummary({ section }: { section: DashboardSection }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { userRole } = useAuth();
  // The same table the server answers by: a role with nothing to count (a supplier) asks nothing
  // and gets no empty section; the others see as many placeholders as cards are coming.
  const expected = userRole ? homeFiguresOf(userRole).length : 0;
  const summary = useHomeSummary({ enabled: expected > 0 });
  const cards = summary.data ? homeCardsOf(summary.data, section) : [];
  if (expected === 0 || (summary.data && cards.length === 0)) return null;

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-busy={summary.isFetching}
      data-testid="home-summary"
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('home.title')}
      </Typography>
      {summary.isError && !summary.data ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void summary.refetch()}
              data-testid="home-retry"
            >
              {t('home.retry')}
            </Button>
          }
          data-testid="home-error"
        >
          {t('home.loadError')}
        </Alert>
      ) : !summary.data ? (
        <Box sx={grid} data-testid="home-loading">
          {Array.from({ length: Math.min(expected, 4) }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} variant="rounded" height={104} />
          ))}
        </Box>
      ) : (
        <Box component="ul" sx={{ ...grid, listStyle: 'none', m: 0, p: 0 }} aria-labelledby={titleId}>
          {cards.map((card) => (
            <Box component="li" key={card.id} sx={{ minWidth: 0 }}>
              <HomeFigureCard card={card} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

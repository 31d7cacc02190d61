import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Figure {
  id: string;
  /** Translated. */
  label: string;
  value: number;
  icon: ReactNode;
  /** The list behind the figure, when there is one. */
  to?: string;
  tone?: 'primary' | 'warning' | 'success' | 'text';
}

const numberFormat = new Intl.NumberFormat('en-US');

/** The dashboard's figures as a grid of cards: two a row on phones, six on wide screens. */
export function FigureCards({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
      }}
    >
      {figures.map((figure) => (
        <Box component="li" key={figure.id} sx={{ minWidth: 0 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            {figure.to ? (
              <CardActionArea component={RouterLink} to={figure.to} sx={{ height: '100%' }}>
                <FigureContent figure={figure} />
              </CardActionArea>
            ) : (
              <FigureContent figure={figure} />
            )}
          </Card>
        </Box>
      ))}
    </Box>
  );
}

function FigureContent({ figure }: { figure: Figure }) {
  const color = figure.tone === 'text' || !figure.tone ? 'text.primary' : `${figure.tone}.main`;
  return (
    <CardContent
      sx={{ padding: { xs: 1.5, sm: 2 }, '&:last-child': { paddingBlockEnd: { xs: 1.5, sm: 2 } } }}
    >
      <Box sx={{ color, display: 'flex', marginBlockEnd: 0.5 }} aria-hidden>
        {figure.icon}
      </Box>
      <Typography
        component="p"
        variant="h4"
        sx={{ fontWeight: 700, color, lineHeight: 1.2 }}
        data-testid={`dashboard-figure-${figure.id}`}
      >
        <bdi>{numberFormat.format(figure.value)}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {figure.label}
      </Typography>
    </CardContent>
  );
}

/** Placeholders of the cards' shape while the figures load. */
export function FigureCardsSkeleton({ count }: { count: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
      }}
      data-testid="dashboard-figures-loading"
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} variant="rounded" height={112} />
      ))}
    </Box>
  );
}

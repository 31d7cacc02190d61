import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface DashboardHeaderProps {
  title: string;
  subtitle: string;
  /** h1 when the dashboard is the page; h2 when the page already has its own heading. */
  titleComponent: 'h1' | 'h2';
  /** The ways to a new service call or subscription. */
  actions: ReactNode;
}

/** A dashboard's title and subtitle, its main actions beside them (below them on phones). */
export function DashboardHeader({ title, subtitle, titleComponent, actions }: DashboardHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        flexWrap: 'wrap',
      }}
    >
      <Box>
        <Typography component={titleComponent} variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
    </Box>
  );
}

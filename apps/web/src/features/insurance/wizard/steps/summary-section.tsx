import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** Numbers, phones and emails keep their order in a right-to-left page. */
  ltr?: boolean;
}

/** A titled block of label/value pairs; empty values show a dash. */
export function SummarySection({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: SummaryRow[];
  testId?: string;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ padding: 2 }} data-testid={testId}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.5 },
          margin: 0,
        }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ margin: 0, marginBlockEnd: { xs: 1, sm: 0 } }}>
              {row.value === '' || row.value === null || row.value === undefined ? (
                '—'
              ) : (
                <span dir={row.ltr ? 'ltr' : undefined}>{row.value}</span>
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

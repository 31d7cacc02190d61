import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Detail {
  /** Translated label. */
  label: string;
  value: ReactNode;
  /** Numbers, plates, phones, e-mails: kept left-to-right inside right-to-left text. */
  ltr?: boolean;
  testId?: string;
}

/** Label and value pairs in two columns (one on phones); an empty value shows a dash. */
export function DetailList({ details, title }: { details: readonly Detail[]; title?: string }) {
  return (
    <Box component="section" sx={{ marginBlockEnd: 2 }}>
      {title ? (
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
          {title}
        </Typography>
      ) : null}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(110px, auto) 1fr', sm: 'repeat(2, minmax(130px, auto) 1fr)' },
          columnGap: 2,
          rowGap: 1,
          margin: 0,
        }}
      >
        {details.map((detail) => {
          const isEmpty = detail.value === '' || detail.value === null || detail.value === undefined;
          return (
            <Box key={detail.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {detail.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                data-testid={detail.testId}
              >
                {isEmpty ? '—' : detail.ltr ? <bdi dir="ltr">{detail.value}</bdi> : detail.value}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

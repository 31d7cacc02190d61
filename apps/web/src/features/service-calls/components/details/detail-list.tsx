import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface DetailItem {
  /** Translated label. */
  label: string;
  /** Empty values are shown as a dash, so a missing answer reads as missing, not as a layout gap. */
  value: ReactNode;
  /** Numbers, phones, e-mails and codes stay left-to-right inside right-to-left text. */
  dir?: 'ltr';
}

/** A titled part of a read-only record. */
export function DetailSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid={testId}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const isEmpty = (value: ReactNode) => value === '' || value === null || value === undefined;

/** Label and value pairs: two columns of pairs on wide screens, one on phones. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(96px, auto) 1fr', sm: 'repeat(2, minmax(120px, auto) 1fr)' },
        columnGap: 2,
        rowGap: 0.75,
        margin: 0,
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {isEmpty(item.value) ? '—' : item.dir ? <bdi dir={item.dir}>{item.value}</bdi> : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

import { Box, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A bar with its figure as text; green once everything is done (spec 2 §4). */
export function ProgressBar({ value, label, testId }: { value: number; label: string; testId?: string }) {
  return (
    <LinearProgress
      variant="determinate"
      value={value}
      color={value >= 100 ? 'success' : 'primary'}
      aria-label={label}
      data-testid={testId}
      sx={{ blockSize: 8, borderRadius: 4, flexGrow: 1 }}
    />
  );
}

/** "3/5" and the bar, for one day of one installer. */
export function DayProgress({
  title,
  done,
  total,
  label,
  emptyText,
  testId,
}: {
  title: ReactNode;
  done: number;
  total: number;
  /** The whole figure in words, for screen readers. */
  label: string;
  emptyText: string;
  testId: string;
}) {
  const value = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Box data-testid={testId}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="body2" color="text.secondary">
          {title}
        </Typography>
        {total > 0 && (
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={`${testId}-figure`}>
            <bdi dir="ltr">
              {done}/{total}
            </bdi>
          </Typography>
        )}
      </Box>
      {total > 0 ? (
        <ProgressBar value={value} label={label} testId={`${testId}-bar`} />
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-empty`}>
          {emptyText}
        </Typography>
      )}
    </Box>
  );
}

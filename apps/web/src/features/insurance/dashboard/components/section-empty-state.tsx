import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** An empty list that invites the next step instead of just saying "nothing here". */
export function SectionEmptyState({
  message,
  actionLabel,
  actionIcon,
  onAction,
  testId,
}: {
  message: string;
  actionLabel: string;
  actionIcon?: ReactNode;
  onAction: () => void;
  testId?: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        padding: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        textAlign: 'center',
      }}
      data-testid={testId}
    >
      <Typography color="text.secondary">{message}</Typography>
      <Box>
        <Button variant="outlined" startIcon={actionIcon} onClick={onAction}>
          {actionLabel}
        </Button>
      </Box>
    </Paper>
  );
}

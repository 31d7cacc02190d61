import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/api-errors';
import { FullScreenSpinner } from '../../../app/full-screen-spinner';
import { useGateStatus } from '../api/use-gate';
import { GateLoginPage } from './gate-login-page';

/** When the local gate is on and not yet passed, nothing else is shown (spec 1 §2). */
export function GateGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const gate = useGateStatus();
  if (gate.isPending) return <FullScreenSpinner />;
  if (gate.isError) {
    return (
      <Box role="alert" sx={{ minBlockSize: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper variant="outlined" sx={{ p: 4, maxInlineSize: 440, textAlign: 'center' }}>
          <Typography sx={{ mb: 3 }}>{describeError(t, gate.error)}</Typography>
          <Button variant="contained" onClick={() => void gate.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Paper>
      </Box>
    );
  }
  if (gate.data.enabled && !gate.data.passed) return <GateLoginPage />;
  return children;
}

import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Card, CardActions, CardContent, LinearProgress, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

export interface MaintenanceCardProps {
  /** Test ids derive from it: `<testId>-run`, `<testId>-progress`. */
  testId: string;
  /** Translated texts. */
  title: string;
  description: string;
  confirmMessage: string;
  runLabel?: string;
  /** Red confirm button with the focus on cancel: for jobs that remove data. */
  destructive?: boolean;
  isRunning: boolean;
  /** Shown under the progress bar while running ("2.1 MB received"). */
  progressText?: string;
  onRun: () => void;
  /** The last run's report or error. */
  children?: ReactNode;
}

/** One maintenance action: what it changes, a run button behind a confirmation, progress, outcome. */
export function MaintenanceCard({
  testId,
  title,
  description,
  confirmMessage,
  runLabel,
  destructive = false,
  isRunning,
  progressText,
  onRun,
  children,
}: MaintenanceCardProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card variant="outlined" data-testid={testId} component="section" aria-label={title}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
        {isRunning ? (
          <Box data-testid={`${testId}-progress`} role="status" aria-live="polite">
            <LinearProgress aria-label={t('maintenance.running')} />
            <Typography variant="caption" color="text.secondary">
              {progressText ?? t('maintenance.running')}
            </Typography>
          </Box>
        ) : null}
        {children}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          startIcon={<PlayArrowIcon />}
          disabled={isRunning}
          onClick={() => setConfirming(true)}
          data-testid={`${testId}-run`}
        >
          {runLabel ?? t('maintenance.run')}
        </Button>
      </CardActions>
      <ConfirmDialog
        open={confirming}
        destructive={destructive}
        title={title}
        message={confirmMessage}
        confirmLabel={runLabel ?? t('maintenance.run')}
        onConfirm={() => {
          setConfirming(false);
          onRun();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

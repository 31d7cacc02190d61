import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The generic error screen of spec 1 §2: says something broke and offers a reload. */
export function ErrorScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={{ minBlockSize: fullScreen ? '100dvh' : 320, display: 'grid', placeItems: 'center', p: 2 }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxInlineSize: 480, textAlign: 'center' }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('common.errorScreen.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('common.errorScreen.body')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<ReplayIcon />}
          onClick={() => window.location.reload()}
          data-testid="error-reload"
        >
          {t('common.errorScreen.reload')}
        </Button>
      </Paper>
    </Box>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Changing it (for example the page address) clears a caught error. */
  resetKey?: string;
  fullScreen?: boolean;
}

/** Catches render errors below it so one broken screen never leaves a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) return <ErrorScreen fullScreen={this.props.fullScreen ?? true} />;
    return this.props.children;
  }
}

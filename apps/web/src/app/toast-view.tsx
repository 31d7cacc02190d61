import { Alert, AlertTitle, Snackbar } from '@mui/material';
import type { Toast } from './notifications';

/** The toast on screen: at the top, on the reading side (right in Hebrew and Arabic). */
export function ToastView({ current, onClose }: { current: Toast | undefined; onClose(): void }) {
  return (
    <Snackbar
      key={current?.id}
      open={Boolean(current)}
      autoHideDuration={current?.durationMs}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      // The right-to-left style cache mirrors physical sides, so 'left' lands on the reading
      // side in every language: the right in Hebrew and Arabic, the left in English and Russian.
      anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
    >
      {current ? (
        <Alert
          severity={current.severity}
          variant="filled"
          onClose={onClose}
          role="status"
          sx={{ minWidth: 280, whiteSpace: 'pre-line' }}
        >
          {current.title ? <AlertTitle>{current.title}</AlertTitle> : null}
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}

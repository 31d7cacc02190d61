import { Alert, Snackbar } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type Severity = 'success' | 'error' | 'info' | 'warning';
interface Toast {
  id: number;
  severity: Severity;
  message: string;
}

export interface Notify {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

const NotifyContext = createContext<Notify | null>(null);
/** Spec 3 §8: toasts auto-close after 3 seconds. */
const toastDurationMs = 3000;

/** Toasts at the top, on the reading side (right in Hebrew and Arabic), one at a time in order. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const push = useCallback((severity: Severity, message: string) => {
    setQueue((current) => [...current, { id: Date.now() + Math.random(), severity, message }]);
  }, []);
  const notify = useMemo<Notify>(
    () => ({
      success: (message) => push('success', message),
      error: (message) => push('error', message),
      info: (message) => push('info', message),
      warning: (message) => push('warning', message),
    }),
    [push],
  );
  const current = queue[0];
  const close = () => setQueue((items) => items.slice(1));
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={current?.id}
        open={Boolean(current)}
        autoHideDuration={toastDurationMs}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        // The right-to-left style cache mirrors physical sides, so 'left' lands on the reading
        // side in every language: the right in Hebrew and Arabic, the left in English and Russian.
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        {current ? (
          <Alert
            severity={current.severity}
            variant="filled"
            onClose={close}
            role="status"
            sx={{ minWidth: 280 }}
          >
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify outside NotificationsProvider');
  return notify;
}

import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type Severity = 'success' | 'error' | 'info' | 'warning';
interface Toast {
  id: number;
  severity: Severity;
  message: string;
  title?: string;
  durationMs?: number;
}

export interface ToastOptions {
  /** Translated heading above the message (spec 3 §5: an error toast titled "error"). */
  title?: string;
  /** How long it stays; 3 seconds unless a message needs longer (spec 3 §9). */
  durationMs?: number;
}

/** A message may hold line breaks (a list of field errors); they are shown as written. */
export interface Notify {
  success(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  info(message: string, options?: ToastOptions): void;
  warning(message: string, options?: ToastOptions): void;
}

const NotifyContext = createContext<Notify | null>(null);
/** Spec 3 §8: toasts auto-close after 3 seconds. */
const toastDurationMs = 3000;

/** Toasts at the top, on the reading side (right in Hebrew and Arabic), one at a time in order. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const push = useCallback((severity: Severity, message: string, options: ToastOptions = {}) => {
    setQueue((current) => [...current, { id: Date.now() + Math.random(), severity, message, ...options }]);
  }, []);
  const notify = useMemo<Notify>(
    () => ({
      success: (message, options) => push('success', message, options),
      error: (message, options) => push('error', message, options),
      info: (message, options) => push('info', message, options),
      warning: (message, options) => push('warning', message, options),
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
        autoHideDuration={current?.durationMs ?? toastDurationMs}
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
            sx={{ minWidth: 280, whiteSpace: 'pre-line' }}
          >
            {current.title ? <AlertTitle>{current.title}</AlertTitle> : null}
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
